import type { JsonSchema } from './openapi-values.ts';

/** Why a value breaks its schema: the kinds the generated suite must cover. */
export type InvalidKind = 'wrong type' | 'out of range' | 'missing required' | 'extra junk';

export interface InvalidValue {
  kind: InvalidKind;
  value: unknown;
}

const WRONG_TYPES: Record<string, unknown[]> = {
  string: [12_345, true, { texto: 'x' }, ['x']],
  integer: ['abc', 1.5, true, { n: 1 }],
  number: ['abc', true, ['1']],
  boolean: ['sim', 1, { sim: true }],
  array: ['x', { item: 1 }, 7],
  object: ['x', [1, 2], 7],
  null: ['null-texto', 0],
};

const MALFORMED: Record<string, string[]> = {
  uuid: ['abc', '123e4567-e89b-12d3-a456', '0f8fad5b-d9cb-469f-a165-70867728950z'],
  'date-time': ['amanhã', '2026-13-01T10:00:00Z', '2026-06-01 10:00', '2026-06-01T25:00:00Z'],
  date: ['2026-02-30', '01/02/2026', '2026-6-1', 'hoje'],
  email: ['sem-arroba', 'a@', '@exemplo.com'],
  uri: ['não é url', 'exemplo.com/sem-esquema'],
};

const PATTERN_MISSES = ['', 'x', '#zzzzzz', 'ftp://exemplo', '00:00:00:00'];

/**
 * Candidate values the schema should refuse, by kind. They are candidates: the caller keeps only
 * those the document's own validator refuses, so the list never claims a valid value is wrong.
 */
export function invalidCandidates(schema: JsonSchema): InvalidValue[] {
  if (schema.anyOf) {
    // A value no branch accepts: each branch's wrong types and out-of-range values are tried.
    return schema.anyOf.flatMap(invalidCandidates);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const candidates: InvalidValue[] = [];
  const add = (kind: InvalidKind, values: unknown[]) =>
    candidates.push(...values.map((value) => ({ kind, value })));
  for (const type of types) add('wrong type', WRONG_TYPES[type] ?? []);
  if (schema.enum) add('out of range', ['valor-que-nao-existe', `${String(schema.enum[0])}x`]);
  if (schema.format && MALFORMED[schema.format]) add('out of range', MALFORMED[schema.format]!);
  if (schema.pattern) add('out of range', PATTERN_MISSES);
  if (schema.minLength) add('out of range', ['x'.repeat(schema.minLength - 1)]);
  if (schema.maxLength !== undefined) add('out of range', ['x'.repeat(schema.maxLength + 1)]);
  if (schema.minimum !== undefined) add('out of range', [schema.minimum - 1]);
  if (schema.maximum !== undefined) add('out of range', [schema.maximum + 1]);
  if (types.includes('array')) add('out of range', arrayMisses(schema));
  return candidates;
}

function arrayMisses(schema: JsonSchema): unknown[][] {
  const item = schema.items ?? {};
  const sample = item.enum?.[0] ?? (item.type === 'integer' ? (item.minimum ?? 1) : 'x');
  const misses: unknown[][] = [];
  if (schema.minItems) misses.push([]);
  if (schema.maxItems !== undefined) {
    misses.push(Array.from({ length: schema.maxItems + 1 }, (_, i) => item.enum?.[i] ?? i + 1));
  }
  if (schema.uniqueItems) misses.push([sample, sample]);
  misses.push(...invalidCandidates(item).map(({ value }) => [value]));
  return misses;
}
