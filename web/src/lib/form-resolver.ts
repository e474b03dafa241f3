import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a form that holds stricter values than the schema's input (every text an
 * empty string rather than absent): the shared core schema validates, the form keeps its type.
 */
export function formResolver<
  Schema extends z.ZodType<unknown, FieldValues>,
  Values extends FieldValues & z.input<Schema>,
>(schema: Schema): Resolver<Values, unknown, z.output<Schema>> {
  return zodResolver(schema) as unknown as Resolver<Values, unknown, z.output<Schema>>;
}
