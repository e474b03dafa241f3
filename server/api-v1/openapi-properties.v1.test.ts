import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertDocumentAccepts, sendRequest } from '@tests/helpers/openapi-client.ts';
import type { InvalidKind } from '@tests/helpers/openapi-invalid-values.ts';
import { type OpenApiFixture, openApiFixture } from '@tests/helpers/openapi-fixture.ts';
import {
  type Operation,
  type Request,
  invalidRequest,
  validRequest,
} from '@tests/helpers/openapi-requests.ts';
import { answerProblem } from '@tests/helpers/openapi-schema-check.ts';
import type { Hints } from '@tests/helpers/openapi-values.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';

/**
 * The REST v1 against its own OpenAPI document, read live from /api/v1/openapi.json: for every
 * operation, requests the document allows must get a documented answer (never a 5xx) whose body
 * matches the documented schema, and requests it forbids (a wrong type, a value out of range, a
 * required field missing, an unknown field) must get a documented 4xx. Fixed seed: every run
 * sends the same requests.
 */
const SEED = 22;
const VALID_RUNS = 60;
const INVALID_RUNS = 40;
/** Each test sends hundreds of requests; a busy machine must not turn that into a timeout. */
const TIME_LIMIT_MS = 120_000;

let t: TestApp;
let token: string;
let operations: Operation[];
let hints: Hints;
let check: OpenApiFixture['check'];

beforeAll(async () => {
  ({ t, token, operations, hints, check } = await openApiFixture());
});
afterAll(async () => t.close());

/** Runs one property per operation and gathers the failures, so one report shows them all. */
async function failuresOf(
  property: (operation: Operation) => fc.IAsyncProperty<[Request]> | undefined,
  numRuns: number,
) {
  const failures: string[] = [];
  for (const operation of operations) {
    const built = property(operation);
    if (!built) continue;
    const details = await fc.check(built, { seed: SEED, numRuns, endOnFailure: true });
    if (details.failed) {
      const [request] = details.counterexample ?? [];
      failures.push(
        `${operation.operationId}: ${String(details.errorInstance)} ← ${JSON.stringify(request)}`,
      );
    }
  }
  return failures;
}

describe('REST v1 against its OpenAPI document (generated requests)', () => {
  it(
    'gives every allowed request a documented answer that matches its schema, never a 5xx',
    async () => {
      const successes = new Set<string>();
      const failures = await failuresOf(
        (operation) =>
          fc.asyncProperty(validRequest(operation, hints), async (request) => {
            assertDocumentAccepts(check, operation, request);
            const answer = await sendRequest(t, token, operation, request);
            if (answer.statusCode < 300) successes.add(operation.operationId);
            const problem =
              answer.statusCode >= 500
                ? `${answer.statusCode} ${answer.body}`
                : answerProblem(operation.responses, answer, check);
            if (problem) throw new Error(`${answer.statusCode}: ${problem}`);
          }),
        VALID_RUNS,
      );
      expect(failures).toEqual([]);
      // The generators reach past validation: every operation succeeded at least once.
      expect([...successes].sort()).toEqual(operations.map((o) => o.operationId).sort());
    },
    TIME_LIMIT_MS,
  );

  it(
    'refuses with a documented 4xx every request the document forbids',
    async () => {
      const kinds = new Set<InvalidKind>();
      const failures = await failuresOf((operation) => {
        const requests = invalidRequest(operation, hints, check);
        if (!requests) return undefined;
        return fc.asyncProperty(requests, async (request) => {
          kinds.add(request.invalid!.kind);
          const answer = await sendRequest(t, token, operation, request);
          const problem =
            answer.statusCode < 400 || answer.statusCode >= 500
              ? `${request.invalid!.kind} em ${request.invalid!.target}: ${answer.body.slice(0, 300)}`
              : answerProblem(operation.responses, answer, check);
          if (problem) throw new Error(`${answer.statusCode}: ${problem}`);
        });
      }, INVALID_RUNS);
      expect(failures).toEqual([]);
      expect([...kinds].sort()).toEqual([
        'extra junk',
        'missing required',
        'out of range',
        'wrong type',
      ]);
    },
    TIME_LIMIT_MS,
  );
});
