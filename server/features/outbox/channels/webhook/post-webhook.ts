import http from 'node:http';
import https from 'node:https';
import { deliveryMessages } from '@core/messages-delivery.ts';
import type { DeliveryAnswer } from '../../delivery-attempt.ts';
import { PrivateAddressError, assertAddressAllowed, guardedLookup } from './webhook-url-guard.ts';

const d = deliveryMessages;
/** What is kept of a receiver's answer; reading stops at READ_LIMIT bytes. */
const EXCERPT_CHARS = 500;
const READ_LIMIT = 16 * 1024;

/** The outbox's one answer type, as a webhook POST gives it. */
export type PostResult = DeliveryAnswer;

export interface PostOptions {
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
}

function failure(error: string, retryable: boolean): PostResult {
  return { ok: false, retryable, httpStatus: null, excerpt: null, error };
}

function networkReason(error: NodeJS.ErrnoException): PostResult {
  if (error instanceof PrivateAddressError) return failure(d.privateAddress, false);
  if (error.code === 'ECONNREFUSED') return failure(d.refused, true);
  return failure(d.unreachable, true);
}

/**
 * POSTs a JSON body with a hard timeout over the whole exchange, through a DNS lookup that
 * refuses private addresses, and keeps only a short excerpt of the answer.
 */
export function postWebhook(target: string, body: string, options: PostOptions) {
  return new Promise<PostResult>((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
      assertAddressAllowed(url, options.allowPrivate);
    } catch (error) {
      return resolve(networkReason(error as NodeJS.ErrnoException));
    }
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const settle = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const request = client.request(url, {
      method: 'POST',
      agent: false,
      lookup: guardedLookup(options.allowPrivate) as never,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'Agendei-Webhooks/1.0',
        ...options.headers,
      },
    });
    const timer = setTimeout(() => settle(failure(d.timeout, true)), options.timeoutMs);
    request.on('error', (error) => settle(networkReason(error)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS) || null;
        settle({
          ok,
          retryable: status >= 500 || status === 408 || status === 429,
          httpStatus: status,
          excerpt,
          error: ok ? null : d.httpStatus(status),
        });
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk.subarray(0, READ_LIMIT - size));
        size += chunk.length;
        if (size >= READ_LIMIT) finish();
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.end(body);
  });
}
