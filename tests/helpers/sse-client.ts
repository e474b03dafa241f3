import { SESSION_COOKIE } from '../../server/features/auth/session-actor.ts';

/** The session cookie, as a browser's EventSource sends it (no token ever goes in a stream URL). */
export const sessionCookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

/** A minimal server-sent-events reader over fetch, for tests: collects JSON `data:` messages. */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const received: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  let markEnded: () => void = () => undefined;
  /** Settles when the server ends the stream (or close() aborts it). */
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const data = frame.split('\n').find((line) => line.startsWith('data: '));
            if (data) received.push(JSON.parse(data.slice(6)));
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      } catch {
        // aborted by close()
      }
      markEnded();
    })();
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    received,
    /** Waits until a message matches, or fails after the timeout. */
    async waitFor(match: (message: Record<string, unknown>) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching event; got ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    /** True when the server ended the stream within the timeout. */
    endsWithin: (timeoutMs: number) =>
      Promise.race([
        ended.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs)),
      ]),
    close: () => controller.abort(),
  };
}
