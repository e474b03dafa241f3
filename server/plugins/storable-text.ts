import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@core/app-error.ts';
import { validationMessages } from '@core/messages.ts';
import { findUnstorableText } from '@core/unstorable-text.ts';

/**
 * Refuses, before any route's validation, a request whose body, query or path holds a string
 * the database cannot keep (a NUL character, a lone surrogate): 400 naming the field, for the
 * web API, REST v1, MCP and every route to come, instead of a 500 from the database.
 */
export const storableTextPlugin: FastifyPluginAsync = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableText(part);
      if (field === undefined) continue;
      throw new AppError('VALIDATION', validationMessages.unstorableTextIn(field), {
        [field]: validationMessages.unstorableText,
      });
    }
  });
});
