import fc from 'fast-check';
import { FORMATS } from './openapi-formats.ts';

/** The part of JSON Schema 2020-12 the REST v1 document uses. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  [keyword: string]: unknown;
}

/**
 * Values that look like real use, mixed in with the general ones: by format, one to one (ids
 * that exist, times inside the opening hours; the general ones probe the ends of the format), and
 * by field name, three to one (a phone the server reads). A named value is only used where the
 * schema accepts it.
 */
export interface Hints {
  formats: Partial<Record<string, fc.Arbitrary<string>>>;
  names: Record<string, unknown[]>;
  accepts: (schema: JsonSchema, value: unknown) => boolean;
}

const NO_HINTS: Hints = { formats: {}, names: {}, accepts: () => true };

const mixed = (hint: fc.Arbitrary<unknown>, general: fc.Arbitrary<unknown>, weight = 1) =>
  fc.oneof({ arbitrary: hint, weight }, { arbitrary: general, weight: 1 });

function stringOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const { format, pattern, minLength = 0, maxLength } = schema;
  if (format && FORMATS[format]) {
    const hint = hints.formats[format];
    return hint ? mixed(hint, FORMATS[format]) : FORMATS[format];
  }
  if (pattern) return fc.stringMatching(new RegExp(pattern));
  const short = fc.string({
    minLength,
    maxLength: Math.min(maxLength ?? 40, Math.max(minLength, 40)),
  });
  const unicode = fc.string({
    unit: 'grapheme',
    minLength,
    maxLength: Math.min(maxLength ?? 20, 20),
  });
  const choices = [short, unicode.filter((text) => text.length <= (maxLength ?? Infinity))];
  if (maxLength !== undefined) choices.push(fc.constant('x'.repeat(maxLength)));
  return fc.oneof(...choices);
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : ['string', 'number', 'boolean', 'null'];
}

/** Every value the schema accepts (for a field called `name`), biased toward realistic ones. */
export function validValue(
  schema: JsonSchema,
  hints: Hints = NO_HINTS,
  name?: string,
): fc.Arbitrary<unknown> {
  const named = (name ? (hints.names[name] ?? []) : []).filter((v) => hints.accepts(schema, v));
  const general = generalValue(schema, hints);
  return named.length ? mixed(fc.constantFrom(...named), general, 3) : general;
}

function generalValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => validValue(branch, hints)));
  return fc.oneof(...typesOf(schema).map((type) => valueOfType(type, schema, hints)));
}

function valueOfType(type: string, schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const { minimum = -1_000_000, maximum = 1_000_000 } = schema;
  switch (type) {
    case 'string':
      return stringOf(schema, hints);
    case 'integer':
      return fc.oneof(
        fc.integer({ min: minimum, max: maximum }),
        fc.constantFrom(minimum, maximum),
      );
    case 'number':
      return fc.double({ min: minimum, max: maximum, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = validValue(schema.items ?? {}, hints);
      const size = { minLength: schema.minItems ?? 0, maxLength: schema.maxItems ?? 5 };
      return schema.uniqueItems ? fc.uniqueArray(item, size) : fc.array(item, size);
    }
    case 'object':
      return objectOf(schema, hints);
    default:
      throw new Error(`JSON Schema type not covered: ${type}`);
  }
}

/** An object with every required property and some of the optional ones. */
export function objectOf(schema: JsonSchema, hints: Hints = NO_HINTS) {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property, hints, name)]),
  );
  return fc.record(record, { requiredKeys: schema.required ?? [] });
}
