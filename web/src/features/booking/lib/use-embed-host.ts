import { useEffect } from 'react';
import { embedOptions, postToHost } from '@/lib/embed-mode';

/**
 * When the booking page is embedded on an office's website: the office's colour, and the page's
 * height and Esc sent to the host page, so /embed.js sizes the iframe (no inner scrollbar) and
 * closes its popup.
 */
export function useEmbedHost() {
  useEffect(() => {
    if (!embedOptions) return;
    const root = document.documentElement;
    // index.css turns it into the primary colour, readable in either theme.
    const { accent } = embedOptions;
    if (accent) {
      root.style.setProperty('--embed-accent', accent);
      root.dataset.embedAccent = '';
    }

    // The app's root, not body: body is at least as tall as the iframe, so it could never shrink.
    const content = document.getElementById('root') ?? document.body;
    let sent = 0;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(content.getBoundingClientRect().height);
      if (height === sent) return;
      sent = height;
      postToHost({ type: 'agendei:resize', height });
    });
    observer.observe(content);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) postToHost({ type: 'agendei:escape' });
    };
    document.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
      root.style.removeProperty('--embed-accent');
      delete root.dataset.embedAccent;
    };
  }, []);
}
