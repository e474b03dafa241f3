/**
 * What a channel's receiver (a webhook URL, SMTP, Meta's API, a calendar) answered to one
 * attempt. `error` is a pt-BR reason when not ok.
 */
export interface DeliveryAnswer {
  ok: boolean;
  /** Worth another attempt: 5xx, 408, 429, timeouts and network errors. */
  retryable: boolean;
  httpStatus: number | null;
  excerpt: string | null;
  error: string | null;
}

/**
 * One attempt at a row through its channel, before the retry policy decides the row's status:
 * the answer, where it went, and whether it ended without going out (`cancelled`: nothing to send
 * any more; `notSent`: the channel is off on this server, `error` says why).
 */
export type DeliveryAttempt = DeliveryAnswer & {
  url: string | null;
  cancelled?: boolean;
  notSent?: boolean;
};

/** An attempt that ends the row without sending it (its channel is off, its appointment gone). */
export function cancelledAttempt(url: string | null, error: string): DeliveryAttempt {
  return {
    ok: false,
    retryable: false,
    httpStatus: null,
    excerpt: null,
    error,
    url,
    cancelled: true,
  };
}
