import type { FastifyBaseLogger } from 'fastify';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '../../core/app-error.ts';
import { messages } from '../../core/messages.ts';
import type { SlotDto } from '../../core/schemas/appointments.ts';
import { mcpTexts } from './mcp-texts.ts';
import { zonedTimes } from './mcp-times.ts';

export type ToolData = Record<string, unknown>;

/** A tool's answer: readable JSON text for any client, the same object as structured content. */
export function okResult(data: ToolData): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(data, null, 2) }],
    structuredContent: data,
  };
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
 * Any failure as a tool result with isError (never a crashed request): the pt-BR message and
 * field errors of an AppError, the nearest free slots of a conflict, a generic text otherwise.
 */
export function errorResult(
  error: unknown,
  timeZone: string,
  log: FastifyBaseLogger,
): CallToolResult {
  if (!(error instanceof AppError)) {
    log.error({ err: error }, 'MCP tool failed');
    const message = messages.generic.internal;
    return {
      content: [{ type: 'text', text: message }],
      structuredContent: { error: 'INTERNAL', message },
      isError: true,
    };
  }
  const suggestions = error.code === 'CONFLICT' ? suggestionsOf(error, timeZone) : undefined;
  const data: ToolData = {
    error: error.code,
    message: error.message,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...(suggestions ? { suggestions } : {}),
  };
  const lines = [
    error.message,
    ...Object.entries(error.fieldErrors ?? {}).map(([field, text]) => `- ${field}: ${text}`),
  ];
  if (suggestions) {
    lines.push(
      suggestions.length > 0 ? mcpTexts.suggestionsIntro(timeZone) : mcpTexts.noSuggestions,
      ...suggestions.map((slot) => `- ${slot.startLocal} (${slot.startUtc})`),
    );
  }
  return {
    content: [{ type: 'text', text: lines.join('\n') }],
    structuredContent: data,
    isError: true,
  };
}
