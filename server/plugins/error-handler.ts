import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody, type FieldErrors } from '@core/app-error.ts';
import { authMessages, genericMessages, validationMessages } from '@core/messages.ts';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

/** Maps framework errors (body parsing, limits) to domain errors with pt-BR messages. */
export function toAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: FieldErrors = {};
    for (const issue of error.validation) {
      const key = fieldPath(issue.instancePath);
      fieldErrors[key] ??= issue.message ?? validationMessages.invalidBody;
    }
    const first = Object.values(fieldErrors)[0];
    return new AppError('VALIDATION', first ?? validationMessages.invalidBody, fieldErrors);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION', validationMessages.invalidJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', validationMessages.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('VALIDATION', validationMessages.invalidBody);
  }
  // The database is restarting or unreachable: the same request may succeed in a moment.
  if (isDatabaseUnavailable(error)) return new AppError('UNAVAILABLE', genericMessages.unavailable);
  if (error.statusCode === 429) return new AppError('RATE_LIMITED', genericMessages.rateLimited);
  // A non-canonical path refused by the file server, or a file it does not have.
  if (error.statusCode === 403) return new AppError('FORBIDDEN', authMessages.forbidden);
  if (error.statusCode === 404) return new AppError('NOT_FOUND', genericMessages.notFound);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('VALIDATION', validationMessages.invalidBody);
  }
  return undefined;
}

/** The web API's body of a domain error. */
export function errorBody(appError: AppError): ErrorBody {
  return {
    error: appError.code,
    message: appError.message,
    ...(appError.fieldErrors ? { fieldErrors: appError.fieldErrors } : {}),
    ...appError.details,
  };
}

/**
 * The app's error handler: every error as a domain error with a pt-BR message, in the shape
 * `bodyOf` gives for the request (the app picks the interface's shape by path).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  bodyOf: (appError: AppError, request: FastifyRequest) => unknown = errorBody,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (!appError) {
      request.log.error({ err: error }, 'unhandled error');
      const body: ErrorBody = { error: 'INTERNAL', message: genericMessages.internal };
      return reply.status(500).send(body);
    }
    if (isDatabaseUnavailable(error)) request.log.warn({ err: error }, 'database unavailable');
    return reply.status(appError.status).send(bodyOf(appError, request));
  });
}
