import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it arrived (headers and MIME body). */
  raw: string;
}

/**
 * A real SMTP server on loopback (no TLS, no login) that keeps every message it receives:
 * the peer our e-mail sender talks to in tests. With `hold`, it accepts a message only once that
 * promise settles (a send kept in flight).
 */
export async function startSmtpReceiver(port = 0, options: { hold?: Promise<unknown> } = {}) {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        listeners.forEach((listener) => listener());
        await options.hold;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    messages,
    /** Waits until at least n messages have arrived. */
    async waitFor(n: number, timeoutMs = 5000): Promise<ReceivedMail[]> {
      if (messages.length >= n) return messages;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`${messages.length} of ${n} e-mails arrived`));
        }, timeoutMs);
        const check = () => {
          if (messages.length < n) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(messages);
        };
        listeners.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
