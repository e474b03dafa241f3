import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { McpTool } from './define-tool.ts';
import type { McpContext } from './mcp-context.ts';
import { mcpTexts } from './mcp-texts.ts';

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
  server.server.setRequestHandler(CallToolRequestSchema, (request) => {
    const tool = byName.get(request.params.name);
    // An unknown tool is a protocol error (MCP spec), not a tool result.
    if (!tool)
      throw new McpError(ErrorCode.InvalidParams, mcpTexts.unknownTool(request.params.name));
    return tool.call(ctx, request.params.arguments);
  });
}
