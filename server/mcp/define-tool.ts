import type { CallToolResult, Tool, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '@core/constants.ts';
import { type McpContext, audited } from './mcp-context.ts';
import { ToolErrorDto } from './output-schemas.ts';
import { parseInput } from './parse-input.ts';
import { errorResult, okResult } from './tool-result.ts';

/** Where a tool reports the zone it answers in, so a refused time's suggestions use it too. */
export interface ToolScope {
  timeZone: string;
}

export interface McpTool {
  name: string;
  /** The tool as tools/list shows it, with plain JSON Schemas of its arguments and answer. */
  definition: Tool;
  /** Validates the arguments and runs the tool; every failure is an isError result. */
  call(ctx: McpContext, args: unknown): Promise<CallToolResult>;
}

type ToolRun<I extends z.ZodObject, O extends z.ZodObject> = (
  ctx: McpContext,
  args: z.output<I>,
  scope: ToolScope,
) => Promise<z.input<O>>;

/**
 * A JSON Schema with no `$schema`: the keywords used read alike as draft-07 and 2020-12, so a
 * client's validator of either dialect accepts it.
 */
function jsonSchemaOf(schema: z.ZodObject, io: 'input' | 'output') {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io });
  return jsonSchema;
}

/**
 * What structuredContent holds: the tool's answer or, with isError, its refusal. MCP asks only
 * the answer to match outputSchema, but the SDK's client (1.32) checks a refusal against it too;
 * both are described, so every client reads both (decision 064).
 */
function resultSchema(outputSchema: z.ZodObject): Tool['outputSchema'] {
  return {
    type: 'object',
    anyOf: [jsonSchemaOf(outputSchema, 'output'), jsonSchemaOf(ToolErrorDto, 'output')],
  };
}

/**
 * A tool over one use case, audited. Its input schema types the arguments (a bad one is an
 * isError result naming the field, like any refusal); the shared core schemas check the rules.
 * Its output schema types what `run` answers; `annotations` say what a call does to the agenda.
 */
export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(
  name: string,
  config: {
    title: string;
    description: string;
    inputSchema: I;
    outputSchema: O;
    annotations: ToolAnnotations;
  },
  run: ToolRun<I, O>,
): McpTool {
  const { inputSchema, outputSchema, ...described } = config;
  return {
    name,
    definition: {
      name,
      ...described,
      inputSchema: jsonSchemaOf(inputSchema, 'input') as Tool['inputSchema'],
      outputSchema: resultSchema(outputSchema),
    },
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
