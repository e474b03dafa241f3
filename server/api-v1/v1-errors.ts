import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '../../core/messages.ts';
import type { V1Error } from '../../core/schemas/api-v1.ts';
import { toAppError } from '../plugins/error-handler.ts';

/** REST API v1 errors are `{ error: { code, message, fields, suggestions } }` (never internals). */
export function registerV1ErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (!appError) {
      request.log.error({ err: error }, 'unhandled error');
      const body: V1Error = { error: { code: 'INTERNAL', message: messages.generic.internal } };
      return reply.status(500).send(body);
    }
    const suggestions = appError.details?.suggestions;
    const body: V1Error = {
      error: {
        code: appError.code,
        message: appError.message,
        ...(appError.fieldErrors ? { fields: appError.fieldErrors } : {}),
        ...(Array.isArray(suggestions) ? { suggestions } : {}),
      },
    };
    return reply.status(appError.status).send(body);
  });
}
