import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { AppError } from '@core/app-error.ts';
import { genericMessages } from '@core/messages.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { TokenActor } from '../features/integrations/authenticate-token.ts';
import { hijackKeepingHeaders } from '../plugins/hijack.ts';
import { requestOrigin } from '../plugins/request-origin.ts';
import { bearerChallenge } from './bearer-challenge.ts';
import { MCP_PATH, MCP_SERVER_INFO, mcpResourceUrl } from '../features/mcp-oauth/mcp-resource.ts';
import { MCP_TOOLS, createMcpServer } from './mcp-server.ts';
import { mcpTexts } from './mcp-texts.ts';

const jsonRpcError = (
  code: number,
  message: string,
  extra: { id?: unknown; data?: unknown } = {},
) => ({
  jsonrpc: '2.0',
  error: { code, message, ...(extra.data === undefined ? {} : { data: extra.data }) },
  id: extra.id ?? null,
});

const ARGUMENTS_PATH = /^params\.arguments\./;

/**
 * A request refused before it reaches the MCP server (a string the database cannot keep,
 * storable-text.ts) answers as JSON-RPC invalid params, naming the tool's argument as a tool
 * error does; anything else goes to the app's error handler.
 */
function invalidParams(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof AppError) || error.code !== 'VALIDATION' || !error.fieldErrors)
    throw error;
  const [path, message] = Object.entries(error.fieldErrors)[0] ?? ['_', error.message];
  const field = path.replace(ARGUMENTS_PATH, '');
  const body = request.body as { id?: unknown } | null;
  return reply.status(400).send(
    jsonRpcError(-32602, `${field}: ${message}`, {
      id: typeof body === 'object' && body !== null ? body.id : undefined,
      data: { fieldErrors: { [field]: message } },
    }),
  );
}

/** Stateless: no session to stream (GET) or end (DELETE); the SDK's client accepts a 405. */
function methodNotAllowed(reply: FastifyReply) {
  return reply
    .status(405)
    .header('allow', 'GET, POST')
    .send(jsonRpcError(-32000, mcpTexts.methodNotAllowed));
}

function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/**
 * The AI protocol server (Streamable HTTP, stateless): POST JSON-RPC 2.0 with an MCP bearer
 * token; GET answers what the server offers. A new server and transport serve each request.
 */
export const mcpRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  app.get(MCP_PATH, { config: { access: 'public' } }, async (request, reply) => {
    if (wantsEventStream(request)) return methodNotAllowed(reply);
    return {
      ...MCP_SERVER_INFO,
      capabilities: { resources: true, tools: true },
      endpoint: mcpResourceUrl(requestOrigin(request, deps.config.PUBLIC_URL)),
      tools: MCP_TOOLS.map((tool) => tool.name),
    };
  });

  app.post(
    MCP_PATH,
    {
      // The token is checked after the rate limit, before the body is read (access plugin): a
      // refused token is a JSON 401/403, and guessing tokens counts against the limit.
      config: {
        access: 'mcp-token',
        rateLimit: { max: deps.config.API_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
      },
      errorHandler: invalidParams,
      // A 401 tells an MCP client where to sign in (MCP authorization, RFC 9728 §5.1).
      onSend: async (request, reply, payload) => {
        if (reply.statusCode === 401) {
          const resource = mcpResourceUrl(requestOrigin(request, deps.config.PUBLIC_URL));
          reply.header(
            'www-authenticate',
            bearerChallenge(resource, request.headers.authorization),
          );
        }
        return payload;
      },
    },
    async (request, reply) => {
      const actor = request.actor as TokenActor;
      const server = createMcpServer({ ...deps, actor, log: request.log });
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      hijackKeepingHeaders(reply);
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      } catch (error) {
        request.log.error({ err: error }, 'MCP request failed');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'application/json' });
          reply.raw.end(JSON.stringify(jsonRpcError(-32603, genericMessages.internal)));
        }
      }
    },
  );

  app.delete(MCP_PATH, { config: { access: 'public' } }, async (_request, reply) =>
    methodNotAllowed(reply),
  );
};
