import type { SeriesClashDto } from '@core/schemas/appointment-series.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '@core/app-error.ts';
import { genericMessages } from '@core/messages.ts';
import { zonedSlot } from '@core/scheduling/zoned-times.ts';
import type { ZonedSlotDto } from '@core/schemas/zoned-slot.ts';
import type { ToolErrorDto } from './output-schemas.ts';

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
  const suggestions = error.details?.suggestions as ZonedSlotDto[] | undefined;
  return suggestions?.map((slot) =>
    zonedSlot({ start: slot.startUtc, end: slot.endUtc, remaining: slot.remaining }, timeZone),
  );
}

/**
 * Any failure as a tool result with isError (never a crashed request or a protocol error): the
 * web API's error body, `{ error, message, fieldErrors? }` in pt-BR, and the nearest free slots
 * of a refused time.
 */
export function errorResult(
  error: unknown,
  timeZone: string,
  log: FastifyBaseLogger,
): CallToolResult {
  if (!(error instanceof AppError)) {
    log.error({ err: error }, 'MCP tool failed');
    return toolResult({ error: 'INTERNAL', message: genericMessages.internal }, true);
  }
  // A taken time (409), a time outside the hours (422) or no slot (400) brings the nearest free ones.
  const suggestions = suggestionsOf(error, timeZone);
  const body: ToolErrorDto = {
    error: error.code,
    message: error.message,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...(suggestions ? { suggestions } : {}),
    ...(Array.isArray(error.details?.clashes)
      ? { clashes: error.details.clashes as SeriesClashDto[] }
      : {}),
  };
  return toolResult(body, true);
}
