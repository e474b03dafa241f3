/** First wait before a stream the server refused is opened again; it doubles up to the cap. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 5 * 60_000;

export interface LiveEventHandlers {
  onMessage: (data: unknown) => void;
  /** The connection dropped or was refused; it will be opened again. */
  onLost: () => void;
}

/**
 * Opens a same-origin server-sent event stream (the session cookie goes with it; no token ever
 * goes in its URL) and keeps it open. EventSource reconnects by itself after a network error but
 * gives up once the server answers an error (429/503 when it holds too many streams, 401 after
 * a logout elsewhere): then it is opened again later, waiting longer each time. Returns the close.
 */
export function openLiveEventSource(url: string, handlers: LiveEventHandlers): () => void {
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_RETRY_MS;
  let closed = false;

  const open = () => {
    const current = new EventSource(url);
    source = current;
    current.onopen = () => {
      delay = FIRST_RETRY_MS;
    };
    current.onmessage = (event: MessageEvent) => handlers.onMessage(event.data);
    current.onerror = () => {
      handlers.onLost();
      if (closed || current.readyState !== EventSource.CLOSED) return;
      // Spread out: many pages refused together must not all come back at the same moment.
      retry = setTimeout(open, delay * (0.5 + Math.random() / 2));
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };
  };
  open();

  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}
