import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOrganization } from '../../tests/helpers/api-v1.ts';
import { bearer } from '../../tests/helpers/factories.ts';
import { assertDocumentAccepts, sendRequest } from '../../tests/helpers/openapi-client.ts';
import type { InvalidKind } from '../../tests/helpers/openapi-invalid-values.ts';
import {
  type Operation,
  type Request,
  invalidRequest,
  operationsOf,
  schemaCheck,
  validRequest,
} from '../../tests/helpers/openapi-requests.ts';
import { answerProblem } from '../../tests/helpers/openapi-schema-check.ts';
import type { Hints } from '../../tests/helpers/openapi-values.ts';
import { at, dateAhead } from '../../tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '../../tests/helpers/test-app.ts';

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
const check = schemaCheck();

beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 100_000, WEBHOOK_ALLOW_PRIVATE: true });
  const organization = await apiOrganization(t);
  token = organization.token;
  const v1 = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const product = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(organization.pro.token),
    payload: { name: 'Consulta', duration: 30 },
  });
  const appointment = await v1('/api/v1/appointments', {
    userId: organization.pro.id,
    clientName: 'Rita Prado',
    clientEmail: 'rita@example.com',
    startTime: at(dateAhead(2), '10:00'),
  });
  const webhook = await v1('/api/v1/webhooks', {
    url: 'https://hooks.example.com/agendei',
    events: ['appointment.created'],
  });
  // Ids that exist, so generated requests reach the rules behind the schema, not only 404s.
  const ids = [organization.pro.id, organization.admin.user.id, product, appointment, webhook].map(
    (item) => (typeof item === 'string' ? item : (item.json().id as string)),
  );
  const openingHours = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
  hints = {
    formats: {
      uuid: fc.constantFrom(...ids),
      'date-time': fc
        .tuple(fc.integer({ min: 0, max: 20 }), fc.constantFrom(...openingHours))
        .map(([days, time]) => at(dateAhead(days), time)),
      date: fc.integer({ min: 0, max: 40 }).map((days) => dateAhead(days)),
    },
    names: {
      userId: [organization.pro.id],
      professionalId: [organization.pro.id],
      productId: [ids[2], null],
      clientPhone: ['(11) 91234-5678', '11 3456-7890', null],
      duration: [30, 60],
    },
    accepts: check,
  };
  const document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
  operations = operationsOf(document);
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
