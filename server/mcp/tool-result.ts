import type { FastifyBaseLogger } from 'fastify';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AppError, type ErrorBody } from '../../core/app-error.ts';
import { messages } from '../../core/messages.ts';
import type { SlotDto } from '../../core/schemas/appointments.ts';
import { zonedTimes } from './mcp-times.ts';

export type ToolData = Record<string, unknown>;

/**
 * The same object as structured content and as JSON text (MCP spec), so a client that reads
 * only the text, or only the structured content, gets all of it.
 */
function toolResult(data: ToolData, isError: boolean): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(data, null, 2) }],
    structuredContent: data,
    ...(isError ? { isError } : {}),
  };
}

/** A tool's answer. */
export function okResult(data: ToolData): CallToolResult {
  return toolResult(data, false);
}

/** The free slots nearest to a refused time, in the zone the assistant works in. */
function suggestionsOf(error: AppError, timeZone: string) {
  const suggestions = error.details?.suggestions as SlotDto[] | undefined;
  return suggestions?.map((slot) => ({
    ...zonedTimes(slot.start, slot.end, timeZone),
    remaining: slot.remaining,
  }));
}

/**
 * Any failure as a tool result with isError (never a crashed request or a protocol error): the
 * web API's error body, `{ error, message, fieldErrors? }` in pt-BR, and the nearest free slots
 * of a conflict.
 */
export function errorResult(
  error: unknown,
  timeZone: string,
  log: FastifyBaseLogger,
): CallToolResult {
  if (!(error instanceof AppError)) {
    log.error({ err: error }, 'MCP tool failed');
    return toolResult({ error: 'INTERNAL', message: messages.generic.internal }, true);
  }
  const suggestions = error.code === 'CONFLICT' ? suggestionsOf(error, timeZone) : undefined;
  const body: ErrorBody = {
    error: error.code,
    message: error.message,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...(suggestions ? { suggestions } : {}),
  };
  return toolResult(body, true);
}
