import { OAuthError, ServerError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { toAppError } from '../../plugins/error-handler.ts';
import { describeOAuthError } from './oauth-texts.ts';

/** Marks an answer whose error_description is one of our pt-BR texts. */
const OURS = Symbol('pt-BR description');

/**
 * An OAuth error (RFC 6749 §5.2, RFC 7591 §3.2.2) with one of our pt-BR texts as its
 * description; the SDK's handlers answer it like their own errors.
 */
export class OAuthFailure extends OAuthError {
  constructor(
    private readonly code: string,
    description: string,
    readonly status = 400,
  ) {
    super(description);
  }

  override get errorCode(): string {
    return this.code;
  }

  override toResponseObject() {
    const body = super.toResponseObject();
    Object.defineProperty(body, OURS, { value: true });
    return body;
  }
}

/**
 * An answer's body with a pt-BR error_description: ours as written, any other (the SDK's
 * English, a zod dump) replaced by what its error code means.
 */
export function inPortuguese(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || !('error' in body) || OURS in body) return body;
  return { ...body, error_description: describeOAuthError(String(body.error)) };
}

/** The OAuth error code of an HTTP status the app's own refusals carry (rate limit, load). */
export function oauthCodeOf(status: number): string {
  if (status === 429) return 'too_many_requests';
  if (status === 503) return 'temporarily_unavailable';
  return status >= 500 ? 'server_error' : 'invalid_request';
}

/**
 * The error handler of the OAuth endpoints: every refusal, ours, the SDK's or the app's (rate
 * limit, body limits), is answered as OAuth JSON with a pt-BR description, never a 5xx's details.
 */
export function answerOAuthError(
  error: FastifyError | OAuthError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  if (error instanceof OAuthError) {
    const status =
      error instanceof OAuthFailure ? error.status : error instanceof ServerError ? 500 : 400;
    return reply.status(status).send(inPortuguese(error.toResponseObject()));
  }
  const appError = toAppError(error as FastifyError);
  if (!appError) request.log.error({ err: error }, 'unhandled error');
  const status = appError?.status ?? 500;
  const code = oauthCodeOf(status);
  return reply.status(status).send({
    error: code,
    error_description: status < 500 && appError ? appError.message : describeOAuthError(code),
  });
}
