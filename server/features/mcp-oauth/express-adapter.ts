import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { genericMessages, validationMessages } from '@core/messages.ts';
import { hijackKeepingHeaders } from '../../plugins/hijack.ts';

/** An Express router or middleware. */
export type ExpressHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

// The settings Express's request and response methods read (query parser, JSON, etag).
const settings = express();

/** Own methods and getters of Express's prototypes, lent to one object where it has none. */
function lend(target: object, methods: object) {
  for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(methods))) {
    if (!(name in target)) Object.defineProperty(target, name, descriptor);
  }
}

function statusOf(error: unknown): number {
  if (error === undefined) return 404;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * A Fastify handler that lets an Express handler mounted at `path` answer (the MCP SDK's OAuth
 * endpoints), with `res.locals` from the Fastify request. Express methods are lent to Node's
 * request and response instead of swapping their prototypes, as an Express app does, so
 * Fastify's inject() keeps working. The route must leave the body unread.
 */
export function expressHandler(
  path: string,
  handler: ExpressHandler,
  locals: (request: FastifyRequest) => Record<string, unknown>,
) {
  const router: ExpressHandler = express.Router();
  (router as unknown as { use: (path: string, handler: ExpressHandler) => void }).use(
    path,
    handler,
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    hijackKeepingHeaders(reply);
    const req = request.raw;
    const res = reply.raw;
    lend(req, express.request);
    lend(res, express.response);
    Object.assign(req, { app: settings, res });
    Object.assign(res, { app: settings, req, locals: locals(request) });
    await new Promise<void>((resolve) => {
      res.once('finish', resolve);
      res.once('close', resolve);
      router(req, res, (error) => {
        if (res.headersSent) return void res.end();
        const status = statusOf(error);
        if (status >= 500) request.log.error({ err: error }, 'Express handler failed');
        res.statusCode = status;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        const body =
          status >= 500
            ? { error: 'server_error', error_description: genericMessages.internal }
            : { error: 'invalid_request', error_description: validationMessages.invalidBody };
        res.end(JSON.stringify(body));
      });
    });
  };
}
