import type { z } from 'zod';
import { AppError, type FieldErrors } from '../../core/app-error.ts';
import { messages } from '../../core/messages.ts';

/**
 * Validates with a shared schema of core/ (the web API's), so an assistant reads the same pt-BR
 * messages; `fieldNames` renames the schema's fields to the tool's ('userId' → 'professionalId').
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  fieldNames: Record<string, string> = {},
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fieldErrors[fieldNames[path] ?? path] ??= issue.message;
  }
  const first = Object.values(fieldErrors)[0] ?? messages.validation.invalidBody;
  throw new AppError('VALIDATION', first, fieldErrors);
}
