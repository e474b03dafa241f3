import type { z } from 'zod';
import { AppError, type FieldErrors } from '@core/app-error.ts';
import { validationMessages } from '@core/messages.ts';

/** An absent argument reads 'Campo obrigatório' (where the schema says nothing more precise). */
const requiredWhenAbsent: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined
    ? validationMessages.required
    : undefined;

/**
 * Validates a tool's arguments, or with a shared schema of core/ (the web API's), so an
 * assistant reads the same pt-BR messages, each under the field it names; `fieldNames` renames
 * the schema's fields to the tool's ('userId' → 'professionalId').
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  fieldNames: Record<string, string> = {},
): z.output<S> {
  const parsed = schema.safeParse(value, { error: requiredWhenAbsent });
  if (parsed.success) return parsed.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fieldErrors[fieldNames[path] ?? path] ??= issue.message;
  }
  // The message names the field too: an assistant may show or read only the message.
  const [first] = Object.entries(fieldErrors);
  const message = !first
    ? validationMessages.invalidBody
    : first[0] === '_'
      ? first[1]
      : `${first[0]}: ${first[1]}`;
  throw new AppError('VALIDATION', message, fieldErrors);
}
