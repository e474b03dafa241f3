import { postToHost } from '@/lib/embed-mode';

/**
 * The booking page embedded on an office's website: the page's height and Esc sent to the host
 * page (the office's colour is set before the first render, embed-mode.ts), so /embed.js sizes the iframe (no inner scrollbar) and closes its
 * popup. Returns how to stop. Loaded only inside a host page (use-embed-host.ts).
 */
export function startEmbedHost(): () => void {
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
  };
}
