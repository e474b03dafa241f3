import { deliveryMessages } from '@core/messages-delivery.ts';
import type { DeliveryAnswer } from '../outbox/delivery-attempt.ts';
import { type WhatsappMessage, messageBody } from './whatsapp-template.ts';

const d = deliveryMessages;
const EXCERPT_CHARS = 500;
/**
 * Meta error codes that mean "later" even under a 4xx: rate and throughput limits, and its own
 * temporary failures (https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes).
 */
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);
/** OAuthException: the access token expired or was revoked. */
const TOKEN_REFUSED = 190;

export interface WhatsappCall {
  /** WHATSAPP_API_URL: the Graph API base with its version. */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  timeoutMs: number;
}

interface GraphAnswer {
  messages?: { id?: unknown }[];
  error?: { message?: unknown; code?: unknown };
}

function parse(text: string): GraphAnswer {
  try {
    const json: unknown = JSON.parse(text);
    return json && typeof json === 'object' ? (json as GraphAnswer) : {};
  } catch {
    return {};
  }
}

function refused(status: number, answer: GraphAnswer, excerpt: string | null): DeliveryAnswer {
  const code = typeof answer.error?.code === 'number' ? answer.error.code : undefined;
  const detail = typeof answer.error?.message === 'string' ? answer.error.message : undefined;
  const retryable =
    status >= 500 || status === 408 || status === 429 || TRANSIENT_CODES.has(code ?? -1);
  // Meta's messages usually start with their code, '(#132001) Template name does not exist…'.
  const reason = detail && code && !detail.startsWith('(#') ? `(#${code}) ${detail}` : detail;
  const error =
    code === TOKEN_REFUSED
      ? d.whatsappTokenRefused
      : reason && !retryable
        ? d.whatsappRefused(status, reason)
        : d.whatsappHttpStatus(status);
  return { ok: false, retryable, httpStatus: status, excerpt, error: error.slice(0, 300) };
}

/**
 * Sends one message (a template, or a text inside the client's 24 h window) through the WhatsApp Business Cloud API:
 * POST {apiUrl}/{phoneNumberId}/messages with the bearer token. 2xx with messages[0].id is
 * success; 5xx, 408, 429, Meta's rate-limit codes, timeouts and network errors are worth another
 * attempt; any other answer fails with Meta's reason. On success the excerpt is the message id
 * WhatsApp gave (wamid…).
 */
export async function sendWhatsappMessage(
  call: WhatsappCall,
  message: WhatsappMessage,
): Promise<DeliveryAnswer> {
  const url = `${call.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(call.phoneNumberId)}/messages`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${call.token}`,
        'content-type': 'application/json',
        'user-agent': 'Agendei-WhatsApp/1.0',
      },
      body: JSON.stringify(messageBody(message)),
      signal: AbortSignal.timeout(call.timeoutMs),
      redirect: 'error',
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const reason = timedOut ? d.timeout : d.whatsappUnreachable;
    return { ok: false, retryable: true, httpStatus: null, excerpt: null, error: reason };
  }
  const answer = parse(text);
  const excerpt = text.slice(0, EXCERPT_CHARS) || null;
  if (!response.ok) return refused(response.status, answer, excerpt);
  const id = answer.messages?.[0]?.id;
  if (typeof id !== 'string' || !id) {
    return {
      ok: false,
      retryable: false,
      httpStatus: response.status,
      excerpt,
      error: d.whatsappNoMessageId,
    };
  }
  return { ok: true, retryable: false, httpStatus: response.status, excerpt: id, error: null };
}
