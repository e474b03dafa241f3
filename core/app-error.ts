/** Error codes of the domain; the server maps each to one HTTP status. */
export const APP_ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** A known REST v1 path asked with a method it does not take (with an Allow header). */
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An Idempotency-Key already used by another request (another caller or body). */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** REST API and MCP: a start already past or outside working hours, not explicitly allowed. */
  OUTSIDE_AVAILABILITY: 422,
  RATE_LIMITED: 429,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;
export type FieldErrors = Record<string, string>;

/** A domain error with a pt-BR message that is safe to show to the user. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: AppErrorCode | 'INTERNAL';
  message: string;
  fieldErrors?: FieldErrors;
  [key: string]: unknown;
}
