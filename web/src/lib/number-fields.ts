import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  type NumberTextError,
  numberTextMessage,
  parseIntegerText,
  parseMoneyText,
} from '@core/pt-br-number.ts';

/** How a form's text field holds a number: reais (to BRL, exact to the centavo) or whole units. */
export type NumberFieldSpec =
  { kind: 'money'; emptyAs?: number } | { kind: 'integer'; unit: string; emptyAs?: null };

/** Reais; `{ emptyAs: 0 }` reads an empty field (only its placeholder shown) as that amount. */
export const moneyField = ({ emptyAs }: { emptyAs?: number } = {}): NumberFieldSpec =>
  emptyAs === undefined ? { kind: 'money' } : { kind: 'money', emptyAs };
/** A whole number of `unit`; `{ optional: true }` reads an empty field as null. */
export const integerField = (unit: string, { optional = false } = {}): NumberFieldSpec =>
  optional ? { kind: 'integer', unit, emptyAs: null } : { kind: 'integer', unit };

type FieldReading = { value: number | null } | { error: string };

/** One typed value read as pt-BR ('1.250,90', '250,9', '90'): a number, null, or why not. */
export function readNumberField(typed: unknown, spec: NumberFieldSpec): FieldReading {
  if (typeof typed === 'number') return { value: typed };
  const text = typeof typed === 'string' ? typed : '';
  const unit = spec.kind === 'integer' ? spec.unit : undefined;
  const parsed: number | NumberTextError =
    spec.kind === 'money' ? parseMoneyText(text) : parseIntegerText(text);
  if (parsed === 'empty' && spec.emptyAs !== undefined) return { value: spec.emptyAs };
  if (typeof parsed === 'string') return { error: numberTextMessage(parsed, unit) };
  // Money goes on as BRL (integer centavos / 100), which the core schemas read back exactly.
  return { value: spec.kind === 'money' ? parsed / 100 : parsed };
}

/**
 * The resolver of a form whose number fields are texts: they are read the way Brazilians type
 * numbers before the shared core schema validates, and a number that cannot be read is refused
 * on its own field.
 */
export function numberFormResolver<
  Schema extends z.ZodType<unknown, FieldValues>,
  Values extends FieldValues,
>(
  schema: Schema,
  fields: NoInfer<Partial<Record<keyof Values & string, NumberFieldSpec>>>,
): Resolver<Values, unknown, z.output<Schema>> {
  const validate = zodResolver(schema) as unknown as Resolver<
    FieldValues,
    unknown,
    z.output<Schema>
  >;
  return async (values, context, options) => {
    const read: FieldValues = { ...values };
    const refused: Record<string, FieldError> = {};
    for (const [name, spec] of Object.entries(fields) as [string, NumberFieldSpec][]) {
      const reading = readNumberField(values[name], spec);
      if ('error' in reading) refused[name] = { type: 'number', message: reading.error };
      else read[name] = reading.value;
    }
    const result = await validate(read, context, options as never);
    if (Object.keys(refused).length === 0) return result as never;
    return { values: {}, errors: { ...result.errors, ...refused } } as never;
  };
}
