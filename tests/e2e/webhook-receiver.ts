// A real HTTP endpoint on 127.0.0.1 for the webhook journeys: it keeps what it receives and
// answers with the status it was given.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { event: string; data: Record<string, unknown> };
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The events received so far, in order. */
  events: () => string[];
  /** Answers every later POST with `status` instead. */
  answerWith: (status: number) => void;
  close: () => Promise<void>;
}

/** Starts a receiver on a free port that answers every POST with `status` (until told otherwise). */
export async function startReceiver(initialStatus = 200): Promise<WebhookReceiver> {
  let status = initialStatus;
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body, json: JSON.parse(body || '{}') });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`status ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/agendei`,
    received,
    events: () => received.map((webhook) => webhook.json.event),
    answerWith: (next) => (status = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does with the secret: recompute `v1` from `t` and the raw body. */
export function signatureMatches(webhook: ReceivedWebhook, secret: string): boolean {
  const header = String(webhook.headers['x-agendei-signature'] ?? '');
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${webhook.body}`).digest('hex');
  return expected === match[2];
}
