import type { SlotDto } from '@core/schemas/appointments.ts';
import type { ZonedSlotDto } from '@core/schemas/zoned-slot.ts';
import { slotOfSuggestion } from '@core/scheduling/slot-of-suggestion.ts';
import { getStoredToken } from './session-storage';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK response. `message` is `${status}: ${bodyText || statusText}` (SPEC §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

const refusedListeners = new Set<() => void>();

/** Called whenever our API answers 401 (the session is gone); returns the unsubscribe. */
export function onSessionRefused(listener: () => void) {
  refusedListeners.add(listener);
  return () => {
    refusedListeners.delete(listener);
  };
}

/** Where requests go: the browser's fetch, or the server's own API while it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(send: typeof fetch) {
  transport = send;
}

async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, bodyText);
}

/** What a call adds to its request: headers of its own (the public booking's Idempotency-Key). */
export type RequestOptions = { headers?: Record<string, string> };

/**
 * Every call sends credentials; JSON bodies get Content-Type only when a body exists; calls
 * to our own /api get the stored bearer token (SPEC §7).
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = url.startsWith('/api') ? getStoredToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await transport(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  if (response.status === 401 && url.startsWith('/api')) {
    for (const listener of refusedListeners) listener();
  }
  await throwIfNotOk(response);
  return response;
}

/** Same as apiRequest, then parses the JSON body (undefined for an empty body). */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiRequest(method, url, body, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type ErrorBody = {
  error?: string;
  message?: string;
  fieldErrors?: Record<string, string>;
  suggestions?: unknown;
};

/** The JSON body of an error answer (its extra fields too), or null. */
export function parseErrorBody(error: unknown): (ErrorBody & Record<string, unknown>) | null {
  if (!(error instanceof Error)) return null;
  // Works for ApiError and for any Error built with the same `STATUS: body` message.
  const bodyText = error instanceof ApiError ? error.bodyText : error.message.replace(/^\d+: /, '');
  try {
    const parsed: unknown = JSON.parse(bodyText);
    return parsed && typeof parsed === 'object'
      ? (parsed as ErrorBody & Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The server's human pt-BR `message` from an error body `{error, message, fieldErrors}`. */
export function getErrorMessage(error: unknown): string | undefined {
  const message = parseErrorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** Field errors (`{ field: message }`) from a validation error body, if any. */
export function getFieldErrors(error: unknown): Record<string, string> {
  return parseErrorBody(error)?.fieldErrors ?? {};
}

/**
 * The free times the server offers instead of a refused one (409, or 400 for a non-slot), as the
 * screens' slots (the server sends them in UTC and on the professional's clock).
 */
export function getSuggestions(error: unknown): SlotDto[] {
  const suggestions = parseErrorBody(error)?.suggestions;
  return Array.isArray(suggestions) ? (suggestions as ZonedSlotDto[]).map(slotOfSuggestion) : [];
}
