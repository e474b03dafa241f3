import type { z } from 'zod';

/** What the OpenAPI document says of one field; validation is not changed by it. */
export interface FieldDoc {
  description?: string;
  /** JSON Schema format: uuid, date-time, date, email, uri. */
  format?: string;
  /** One example value (kept by OpenAPI 3.1 even on fields that parse and transform). */
  example?: unknown;
  /** Kept for clients written against it; a newer field says the same. */
  deprecated?: boolean;
}

/**
 * The same object schema with documentation on some fields (formats, limits, examples), for the
 * REST v1 OpenAPI document: every field still validates and parses exactly as before.
 */
export function documented<Schema extends z.ZodObject>(
  schema: Schema,
  docs: { [Key in keyof Schema['shape']]?: FieldDoc },
): Schema {
  const shape = Object.fromEntries(
    Object.entries(docs).map(([key, doc]) => [
      key,
      (schema.shape[key] as z.ZodType).meta({ ...doc }),
    ]),
  );
  return schema.extend(shape) as unknown as Schema;
}
