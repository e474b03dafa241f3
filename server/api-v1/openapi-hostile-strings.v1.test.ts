import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRequest } from '@tests/helpers/openapi-client.ts';
import { type OpenApiFixture, openApiFixture } from '@tests/helpers/openapi-fixture.ts';
import { type Operation, type Request, validRequest } from '@tests/helpers/openapi-requests.ts';
import { answerProblem } from '@tests/helpers/openapi-schema-check.ts';
import type { JsonSchema } from '@tests/helpers/openapi-values.ts';

/**
 * The REST v1 against strings its document cannot rule out: a NUL character, lone surrogates,
 * 5,000 characters, and the other spellings RFC 3339 allows for a date-time. Every answer is
 * documented and matches its schema, never a 5xx; the database's refusals (NUL, surrogates) are
 * a 400 naming the field. Fixed seed: every run sends the same requests.
 */
const SEED = 32;
const RUNS = 60;
const TIME_LIMIT_MS = 120_000;

const UNSTORABLE = ['a\u0000b', 'Ana\u0000', 'a\uD800b', '\uDC00', 'fim\uD83D'];
const LONG = ['x'.repeat(5000), 'ção'.repeat(1667), '😀'.repeat(2500)];
/** What RFC 3339 §5.6 also allows: a lowercase 't' or 'z', or a space for the 'T'. */
const RFC3339_SPELLINGS: Array<(text: string) => string> = [
  (text) => text.replace('T', 't'),
  (text) => text.replace(/Z$/, 'z'),
  (text) => text.replace('T', ' '),
  (text) => text.toLowerCase(),
];

let fixture: OpenApiFixture;
beforeAll(async () => {
  fixture = await openApiFixture();
});
afterAll(async () => fixture.t.close());

const typesOf = (schema: JsonSchema) =>
  [schema.type ?? [], ...(schema.anyOf ?? []).map((branch) => branch.type ?? [])].flat();
const formatOf = (schema: JsonSchema) =>
  schema.format ?? schema.anyOf?.find((branch) => branch.format)?.format;

interface Target {
  /** `body.notes`, `query:from`, `path:id`. */
  name: string;
  schema: JsonSchema;
  set: (request: Request, value: string) => Request;
  get: (request: Request) => unknown;
}

/** Every string a request of the operation carries: its parameters and body fields. */
function stringTargets(operation: Operation): Target[] {
  const targets: Target[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header' || !typesOf(parameter.schema).includes('string')) continue;
    const key = `${parameter.in}:${parameter.name}`;
    targets.push({
      name: key,
      schema: parameter.schema,
      set: (r, value) => ({ ...r, values: { ...r.values, [key]: value } }),
      get: (r) => r.values[key],
    });
  }
  for (const [name, schema] of Object.entries(operation.body?.properties ?? {})) {
    if (!typesOf(schema).includes('string')) continue;
    targets.push({
      name: `body.${name}`,
      schema,
      set: (r, value) => ({ ...r, body: { ...(r.body as object), [name]: value } }),
      get: (r) => (r.body as Record<string, unknown> | undefined)?.[name],
    });
  }
  return targets;
}

/** The field an answer's error names, as the target calls it. */
const fieldOf = (target: Target) => target.name.replace(/^(body\.|query:|path:)/, '');

/** Runs one property per operation that has strings, and gathers the failures. */
async function failuresOf(
  property: (operation: Operation, targets: Target[]) => fc.IAsyncProperty<[unknown]> | undefined,
) {
  const failures: string[] = [];
  for (const operation of fixture.operations) {
    const targets = stringTargets(operation);
    const built = targets.length ? property(operation, targets) : undefined;
    if (!built) continue;
    const details = await fc.check(built, { seed: SEED, numRuns: RUNS, endOnFailure: true });
    if (details.failed) {
      failures.push(
        `${operation.operationId}: ${String(details.errorInstance)} ← ${JSON.stringify(details.counterexample)}`,
      );
    }
  }
  return failures;
}

describe('REST v1 against hostile strings (generated requests)', () => {
  it(
    'answers NUL, lone surrogates and 5,000 characters in any string with a documented 4xx or success, never a 5xx',
    async () => {
      const { t, token, hints, check } = fixture;
      let unstorableSent = 0;
      const failures = await failuresOf((operation, targets) =>
        fc.asyncProperty(
          fc.tuple(
            validRequest(operation, hints),
            fc.constantFrom(...targets),
            fc.constantFrom(...UNSTORABLE, ...LONG),
          ),
          async ([valid, target, text]) => {
            const request = target.set(valid, text);
            const answer = await sendRequest(t, token, operation, request);
            if (answer.statusCode >= 500) throw new Error(`${answer.statusCode} ${answer.body}`);
            const problem = answerProblem(operation.responses, answer, check);
            if (problem) throw new Error(`${answer.statusCode}: ${problem}`);
            if (!UNSTORABLE.includes(text)) return;
            unstorableSent++;
            // A path that is not UTF-8 is refused before any field is read; anything else names it.
            const fields = answer.json().error?.fields ?? {};
            const named = target.name.startsWith('path:') || fieldOf(target) in fields;
            if (answer.statusCode !== 400 || !named) {
              throw new Error(`${target.name}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
            }
          },
        ),
      );
      expect(failures).toEqual([]);
      expect(unstorableSent).toBeGreaterThan(100);
    },
    TIME_LIMIT_MS,
  );

  it(
    'reads a date-time in every RFC 3339 spelling as the document does',
    async () => {
      const { t, token, hints, check } = fixture;
      let sent = 0;
      const failures = await failuresOf((operation, targets) => {
        const instants = targets.filter((target) => formatOf(target.schema) === 'date-time');
        if (instants.length === 0) return undefined;
        return fc.asyncProperty(
          fc.tuple(
            validRequest(operation, hints),
            fc.constantFrom(...instants),
            fc.constantFrom(...RFC3339_SPELLINGS),
          ),
          async ([valid, target, spell]) => {
            const written = target.get(valid);
            if (typeof written !== 'string') return;
            expect(check(target.schema, spell(written)), 'the document accepts it').toBe(true);
            sent++;
            // The field is judged alike in both spellings (refused or not, for the same reason).
            const fieldError = async (request: Request) => {
              const answer = await sendRequest(t, token, operation, request);
              if (answer.statusCode >= 500) throw new Error(`${answer.statusCode} ${answer.body}`);
              const problem = answerProblem(operation.responses, answer, check);
              if (problem) throw new Error(`${answer.statusCode}: ${problem}`);
              const fields = answer.statusCode === 400 ? answer.json().error?.fields : undefined;
              return (fields ?? {})[fieldOf(target)] as string | undefined;
            };
            const asWritten = await fieldError(valid);
            const respelled = await fieldError(target.set(valid, spell(written)));
            if (respelled !== asWritten) {
              throw new Error(`${target.name}=${spell(written)}: ${respelled} (não ${asWritten})`);
            }
          },
        );
      });
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(20);
    },
    TIME_LIMIT_MS,
  );
});
