import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@core/app-error.ts';
import { apiV1Messages } from '@core/messages-api-v1.ts';
import { genericMessages, validationMessages } from '@core/messages.ts';
import { V1_PREFIX, v1ErrorBody } from './api-v1/v1-errors.ts';
import { errorBody } from './plugins/error-handler.ts';

const isV1 = (request: FastifyRequest) => request.url.startsWith(V1_PREFIX);

/**
 * The body of an error the app's own handler answers, in the shape of the interface asked:
 * REST v1's under /api/v1 (its routes have a handler of their own, so a 404 here is a path that
 * names no v1 route, whoever saw it first: the router or the web app's file server), the web
 * API's elsewhere.
 */
export function errorBodyFor(appError: AppError, request: FastifyRequest): unknown {
  if (!isV1(request)) return errorBody(appError);
  const noRoute = appError.code === 'NOT_FOUND';
  return v1ErrorBody(noRoute ? new AppError('NOT_FOUND', apiV1Messages.routeNotFound) : appError);
}

/**
 * What the router refuses before any route runs, never in Fastify's own shape: a path segment
 * past the router's length (an id of thousands of characters: no such resource, 404) or a
 * malformed percent-encoding (400).
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const refusal =
    error.code === 'FST_ERR_BAD_URL'
      ? new AppError('VALIDATION', validationMessages.invalidUrl)
      : new AppError('NOT_FOUND', genericMessages.notFound);
  const body = isV1(request) ? v1ErrorBody(refusal) : errorBody(refusal);
  void reply.status(refusal.status).send(body);
}
