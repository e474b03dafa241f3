import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { JsonSchema } from './openapi-values.ts';

// ajv-formats is CommonJS: its default export is the function itself or under `default`.
const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

/** Whether a value is valid for a JSON Schema of the document (OpenAPI 3.1 is JSON Schema 2020-12). */
export type SchemaCheck = ((schema: JsonSchema, value: unknown) => boolean) & {
  errorsOf: (schema: JsonSchema, value: unknown) => string;
};

/** A validator with the formats the document names (uuid, date-time, date, email, uri). */
export function schemaCheck(): SchemaCheck {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  const compiled = new WeakMap<JsonSchema, ReturnType<Ajv2020['compile']>>();
  const validatorOf = (schema: JsonSchema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const check = ((schema: JsonSchema, value: unknown) => validatorOf(schema)(value)) as SchemaCheck;
  check.errorsOf = (schema, value) => {
    const validate = validatorOf(schema);
    validate(value);
    return ajv.errorsText(validate.errors);
  };
  return check;
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

type Responses = Record<
  string,
  { headers?: Record<string, unknown>; content?: Record<string, { schema: JsonSchema }> }
>;

/** What is wrong with an answer against the operation's documented responses (undefined: nothing). */
export function answerProblem(
  responses: Responses,
  answer: Answer,
  check: SchemaCheck,
): string | undefined {
  const documented = responses[String(answer.statusCode)];
  if (!documented) return `status ${answer.statusCode} não documentado`;
  for (const header of Object.keys(documented.headers ?? {})) {
    if (answer.headers[header.toLowerCase()] === undefined) return `sem o cabeçalho ${header}`;
  }
  const schema = documented.content?.['application/json']?.schema;
  if (!schema) return answer.body === '' ? undefined : 'corpo onde o documento não prevê nenhum';
  if (!String(answer.headers['content-type']).startsWith('application/json')) {
    return `content-type ${String(answer.headers['content-type'])}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'corpo não é JSON';
  }
  return check(schema, body)
    ? undefined
    : `corpo fora do documento: ${check.errorsOf(schema, body)}`;
}
