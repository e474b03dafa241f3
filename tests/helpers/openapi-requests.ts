import fc from 'fast-check';
import { type InvalidKind, invalidCandidates } from './openapi-invalid-values.ts';
import { type Hints, type JsonSchema, validValue } from './openapi-values.ts';
import { type SchemaCheck, schemaCheck } from './openapi-schema-check.ts';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  body?: JsonSchema;
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema: JsonSchema }> }
  >;
}

interface DocumentOperation extends Omit<Operation, 'method' | 'path' | 'parameters' | 'body'> {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

/** Every operation of an OpenAPI document. */
export function operationsOf(document: {
  paths: Record<string, Record<string, DocumentOperation>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => ({
      method: method.toUpperCase(),
      path,
      operationId: raw.operationId,
      parameters: raw.parameters ?? [],
      body: raw.requestBody?.content?.['application/json']?.schema,
      responses: raw.responses,
    })),
  );
}

/** One request as a client sends it; `values` keeps each parameter before it is written out. */
export interface Request {
  values: Record<string, unknown>;
  body?: unknown;
  /** Why the request breaks the document (invalid requests only). */
  invalid?: { kind: InvalidKind; target: string };
}

/** A query, path or header value as text, as a client writes it. */
const written = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** What a server may read back from that text for a schema (numbers and booleans in a query). */
function readBack(text: string, schema: JsonSchema): unknown {
  const types = [schema.type ?? [], ...(schema.anyOf ?? []).map((b) => b.type ?? [])].flat();
  if (types.some((t) => t === 'integer' || t === 'number') && /^-?\d+(\.\d+)?$/.test(text)) {
    return Number(text);
  }
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

const keyOf = (parameter: Parameter) => `${parameter.in}:${parameter.name}`;
const HEADER_SAFE = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/;

function parameterValue(parameter: Parameter, hints: Hints) {
  const value = validValue(parameter.schema, hints, parameter.name);
  return parameter.in === 'header' ? value.filter((v) => HEADER_SAFE.test(written(v))) : value;
}

/** Requests the document allows: every required parameter, some optional ones, a valid body. */
export function validRequest(operation: Operation, hints: Hints): fc.Arbitrary<Request> {
  const parameters = Object.fromEntries(
    operation.parameters.map((p) => [keyOf(p), parameterValue(p, hints)]),
  );
  const requiredKeys = operation.parameters.filter((p) => p.required || p.in === 'path').map(keyOf);
  return fc.record({
    values: fc.record(parameters, { requiredKeys }),
    ...(operation.body ? { body: validValue(operation.body, hints) } : {}),
  });
}

interface Mutation {
  kind: InvalidKind;
  target: string;
  apply: (request: Request) => Request;
}

/** Every way to break one part of a valid request, each checked against the document. */
function mutationsOf(operation: Operation, check: SchemaCheck): Mutation[] {
  const mutations: Mutation[] = [];
  for (const parameter of operation.parameters) {
    const key = keyOf(parameter);
    const refused = (value: unknown) =>
      !check(parameter.schema, readBack(written(value), parameter.schema)) &&
      (parameter.in !== 'header' || HEADER_SAFE.test(written(value)) || written(value) === '');
    for (const { kind, value } of invalidCandidates(parameter.schema).filter((c) =>
      refused(c.value),
    )) {
      mutations.push({
        kind,
        target: key,
        apply: (r) => ({ ...r, values: { ...r.values, [key]: value } }),
      });
    }
    if (parameter.required && parameter.in !== 'path') {
      mutations.push({
        kind: 'missing required',
        target: key,
        apply: (r) => ({
          ...r,
          values: Object.fromEntries(Object.entries(r.values).filter(([k]) => k !== key)),
        }),
      });
    }
  }
  const body = operation.body;
  if (!body) return mutations;
  const setField = (name: string, value: unknown) => (r: Request) => ({
    ...r,
    body: { ...(r.body as object), [name]: value },
  });
  for (const [name, schema] of Object.entries(body.properties ?? {})) {
    for (const { kind, value } of invalidCandidates(schema).filter(
      (c) => !check(schema, c.value),
    )) {
      mutations.push({ kind, target: `body.${name}`, apply: setField(name, value) });
    }
  }
  for (const name of body.required ?? []) {
    mutations.push({
      kind: 'missing required',
      target: `body.${name}`,
      apply: (r) => {
        const { [name]: _dropped, ...rest } = r.body as Record<string, unknown>;
        return { ...r, body: rest };
      },
    });
  }
  if (body.additionalProperties === false) {
    mutations.push({
      kind: 'extra junk',
      target: 'body',
      apply: setField('campoQueNaoExiste', 'x'),
    });
  }
  for (const { kind, value } of invalidCandidates({ type: body.type })) {
    mutations.push({ kind, target: 'body', apply: (r) => ({ ...r, body: value }) });
  }
  return mutations;
}

/** Requests the document forbids: one valid request with one part broken. */
export function invalidRequest(operation: Operation, hints: Hints, check: SchemaCheck) {
  const mutations = mutationsOf(operation, check);
  if (mutations.length === 0) return undefined;
  return fc
    .tuple(validRequest(operation, hints), fc.constantFrom(...mutations))
    .map(([request, mutation]) => ({
      ...mutation.apply(request),
      invalid: { kind: mutation.kind, target: mutation.target },
    }));
}

export { schemaCheck, written };
