import type { CallToolResult, Tool, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../../core/constants.ts';
import { type McpContext, audited } from './mcp-context.ts';
import { parseInput } from './parse-input.ts';
import { type ToolData, errorResult, okResult } from './tool-result.ts';

/** Where a tool reports the zone it answers in, so a refused time's suggestions use it too. */
export interface ToolScope {
  timeZone: string;
}

export interface McpTool {
  name: string;
  /** The tool as tools/list shows it, with a plain JSON Schema of its arguments. */
  definition: Tool;
  /** Validates the arguments and runs the tool; every failure is an isError result. */
  call(ctx: McpContext, args: unknown): Promise<CallToolResult>;
}

type ToolRun<S extends z.ZodObject> = (
  ctx: McpContext,
  args: z.output<S>,
  scope: ToolScope,
) => Promise<ToolData>;

/**
 * The arguments' JSON Schema with no `$schema`: the same keywords read alike as draft-07 and
 * 2020-12, so a client's validator of either dialect accepts it.
 */
function argumentsSchema(inputSchema: z.ZodObject): Tool['inputSchema'] {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(inputSchema, { io: 'input' });
  return schema as Tool['inputSchema'];
}

/**
 * A tool over one use case, audited. Its input schema types the arguments (a bad one is an
 * isError result naming the field, like any refusal); the shared core schemas check the rules.
 */
export function defineTool<S extends z.ZodObject>(
  name: string,
  config: { title: string; description: string; inputSchema: S; annotations?: ToolAnnotations },
  run: ToolRun<S>,
): McpTool {
  const { inputSchema, ...described } = config;
  return {
    name,
    definition: { name, ...described, inputSchema: argumentsSchema(inputSchema) },
    async call(ctx, args) {
      const scope: ToolScope = { timeZone: DEFAULT_TIMEZONE };
      try {
        return okResult(
          await audited(ctx, `tool:${name}`, () =>
            run(ctx, parseInput(inputSchema, args ?? {}), scope),
          ),
        );
      } catch (error) {
        return errorResult(error, scope.timeZone, ctx.log);
      }
    },
  };
}
