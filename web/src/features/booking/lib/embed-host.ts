import { embedOptions, postToHost } from '@/lib/embed-mode';
import { toastBottomOffset, visibleBandOf } from './toast-band';

/**
 * The booking page embedded on an office's website (the office's colour is set before the first
 * render, embed-mode.ts). It sends the host page its height and Esc, so /embed.js sizes the
 * iframe (no inner scrollbar) and closes its popup; it takes from the host page the band of the
 * iframe the visitor sees, to place its toasts there (toast-band.ts). Returns how to stop.
 * Loaded only inside a host page (use-embed-host.ts).
 */
export function startEmbedHost(): () => void {
  // Listening before the first height is sent: embed.js answers each height with the band.
  const parentOrigin = embedOptions?.parentOrigin ?? '*';
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent) return;
    if (parentOrigin !== '*' && event.origin !== parentOrigin) return;
    const band = visibleBandOf(event.data);
    if (!band) return;
    const offset = toastBottomOffset(band, window.innerHeight);
    document.documentElement.style.setProperty('--toast-bottom', `${offset}px`);
  };
  window.addEventListener('message', onMessage);
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
    window.removeEventListener('message', onMessage);
    document.documentElement.style.removeProperty('--toast-bottom');
    document.removeEventListener('keydown', onKey);
  };
}
