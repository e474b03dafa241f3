import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  type JSONRPCRequest,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { AppError, type FieldErrors } from '@core/app-error.ts';
import type { McpTool } from './define-tool.ts';
import type { McpContext } from './mcp-context.ts';
import { mcpTexts } from './mcp-texts.ts';
import { parseInput } from './parse-input.ts';

/**
 * A JSON-RPC error as the SDK's protocol layer sends it (its `code`, `message` and `data`), with
 * the message as written: the SDK's McpError would prefix it with 'MCP error -32602: '.
 */
class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: { fieldErrors: FieldErrors },
  ) {
    super(message);
  }
}

/** tools/call's params (MCP spec): the tool's name, and its arguments as one JSON object. */
const ToolCallParams = z.object(
  {
    name: z.string({
      error: (issue) => (issue.input === undefined ? undefined : mcpTexts.toolNameNotText),
    }),
    arguments: z.record(z.string(), z.unknown(), { error: mcpTexts.argumentsNotObject }).optional(),
  },
  { error: mcpTexts.paramsNotObject },
);

/** The call's params, or invalid params (-32602) naming the field in pt-BR, as a bad argument is. */
function toolCallOf(request: JSONRPCRequest) {
  try {
    return parseInput(ToolCallParams, request.params, { _: 'params' });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new JsonRpcError(ErrorCode.InvalidParams, error.message, {
      fieldErrors: error.fieldErrors ?? {},
    });
  }
}

/**
 * Serves tools/list and tools/call from our tools instead of McpServer.registerTool: the SDK
 * checks arguments itself and answers a bad one with its own English -32602 text, while an
 * assistant needs the same structured pt-BR refusal as every other error (MCP SEP-1303,
 * decision 034).
 */
export function registerTools(server: McpServer, ctx: McpContext, tools: McpTool[]): void {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  server.server.registerCapabilities({ tools: {} });
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map((tool) => tool.definition),
  }));
  // tools/call is the fallback handler, not a registered one: the SDK parses a registered
  // request's params with its own schema first, and answers malformed ones (arguments null, a
  // name that is a number) with an English zod dump as -32603 (decision 064).
  server.server.fallbackRequestHandler = async (request) => {
    if (request.method !== CallToolRequestSchema.shape.method.value)
      throw new JsonRpcError(ErrorCode.MethodNotFound, mcpTexts.unknownMethod(request.method));
    const params = toolCallOf(request);
    const tool = byName.get(params.name);
    // An unknown tool is a protocol error (MCP spec), not a tool result.
    if (!tool) throw new JsonRpcError(ErrorCode.InvalidParams, mcpTexts.unknownTool(params.name));
    return tool.call(ctx, params.arguments);
  };
}
