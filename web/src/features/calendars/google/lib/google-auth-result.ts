import { useEffect, useRef } from 'react';

export type GoogleAuthResult = 'success' | 'error';

const CHANNEL = 'agendei-google-auth';
const MESSAGE_TYPE = 'agendei:google_auth';

const asResult = (value: unknown): GoogleAuthResult | null =>
  value === 'success' || value === 'error' ? value : null;

/**
 * The consent popup lands on /settings?google_auth=…: it tells the page that opened it (by
 * postMessage to its opener and on a BroadcastChannel, which survives a lost opener) and
 * closes. Without a popup (blocked), this page shows the result itself and cleans the URL.
 */
export function useGoogleAuthResult(onResult: (result: GoogleAuthResult) => void) {
  const handler = useRef(onResult);
  handler.current = onResult;

  useEffect(() => {
    let last = 0;
    const deliver = (result: GoogleAuthResult | null) => {
      // The same answer may come on both paths; show it once.
      if (!result || Date.now() - last < 1000) return;
      last = Date.now();
      handler.current(result);
    };
    const channel = 'BroadcastChannel' in window ? new BroadcastChannel(CHANNEL) : null;
    if (channel) channel.onmessage = (event) => deliver(asResult(event.data?.result));
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data?.type === MESSAGE_TYPE) {
        deliver(asResult(event.data.result));
      }
    };
    window.addEventListener('message', onMessage);

    const params = new URLSearchParams(window.location.search);
    const landed = asResult(params.get('google_auth'));
    if (landed) {
      const message = { type: MESSAGE_TYPE, result: landed };
      channel?.postMessage(message);
      window.opener?.postMessage(message, window.location.origin);
      window.close();
      if (!window.closed) {
        params.delete('google_auth');
        const query = params.toString();
        window.history.replaceState(null, '', `${window.location.pathname}${query && `?${query}`}`);
        deliver(landed);
      }
    }
    return () => {
      channel?.close();
      window.removeEventListener('message', onMessage);
    };
  }, []);
}
