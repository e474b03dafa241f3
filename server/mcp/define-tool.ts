import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../../core/constants.ts';
import { type McpContext, audited } from './mcp-context.ts';
import { type ToolData, errorResult, okResult } from './tool-result.ts';

/** Where a tool reports the zone it answers in, so a refused time's suggestions use it too. */
export interface ToolScope {
  timeZone: string;
}

export interface McpTool {
  name: string;
  register(server: McpServer, ctx: McpContext): void;
}

type ToolRun<S extends z.ZodObject> = (
  ctx: McpContext,
  args: z.output<S>,
  scope: ToolScope,
) => Promise<ToolData>;

/**
 * A tool over one use case: audited, with every failure turned into an isError result.
 * The input schema only describes the arguments; the shared core schemas validate them.
 */
export function defineTool<S extends z.ZodObject>(
  name: string,
  config: { title: string; description: string; inputSchema: S; annotations?: ToolAnnotations },
  run: ToolRun<S>,
): McpTool {
  return {
    name,
    register(server, ctx) {
      const handler = async (args: z.output<S>): Promise<CallToolResult> => {
        const scope: ToolScope = { timeZone: DEFAULT_TIMEZONE };
        try {
          return okResult(await audited(ctx, `tool:${name}`, () => run(ctx, args, scope)));
        } catch (error) {
          return errorResult(error, scope.timeZone, ctx.log);
        }
      };
      // The SDK's callback type is conditional on the schema; it cannot follow a generic S.
      server.registerTool(name, config, handler as never);
    },
  };
}
