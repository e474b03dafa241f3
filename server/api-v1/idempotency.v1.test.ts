import { v1Document } from '@tests/helpers/openapi-document.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentsMessages } from '@core/messages.ts';
import { apiOrganization } from '@tests/helpers/api-v1.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { countRows } from '@tests/helpers/requests.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { appointments } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(async () => t.close());

/** A bookable professional and an API token of their organization, with the API on. */
const apiToken = () => apiOrganization(t);

const create = (token: string, key: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/appointments',
    payload,
    headers: { ...bearer(token), 'idempotency-key': key },
  });

const firstClient = {
  clientName: 'Joana Primeira',
  clientEmail: 'joana.primeira@example.com',
  clientPhone: '(11) 91234-5678',
  notes: 'Alergia a dipirona',
};

describe('Idempotency-Key on POST /api/v1/appointments', () => {
  it('replays the first booking for the same token and body', async () => {
    const { pro, token } = await apiToken();
    const body = { ...firstClient, userId: pro.id, startTime: at(dateAhead(3), '09:00') };
    const first = await create(token, 'v1-chave-1', body);
    expect(first.statusCode, first.body).toBe(201);
    const before = await countRows(t.db, appointments);
    const again = await create(token, 'v1-chave-1', body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await countRows(t.db, appointments)).toBe(before);
  });

  it('refuses the same key with another body with 422, without showing or writing anything', async () => {
    const { pro, token } = await apiToken();
    const start = at(dateAhead(3), '09:00');
    const first = await create(token, 'v1-chave-2', {
      ...firstClient,
      userId: pro.id,
      startTime: start,
    });
    expect(first.statusCode, first.body).toBe(201);
    const before = await countRows(t.db, appointments);
    const other = await create(token, 'v1-chave-2', {
      clientName: 'Intruso Curioso',
      clientEmail: 'intruso@example.com',
      userId: pro.id,
      startTime: at(dateAhead(3), '11:00'),
    });
    expect(other.statusCode, other.body).toBe(422);
    expect(other.headers).not.toHaveProperty('idempotent-replayed');
    expect(other.json()).toEqual({
      error: {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: appointmentsMessages.idempotencyKeyReused,
      },
    });
    for (const value of [...Object.values(firstClient), '91234', first.json().id]) {
      expect(other.body).not.toContain(value);
    }
    expect(await countRows(t.db, appointments)).toBe(before);
  });

  it('documents the Idempotency-Key header and the 422 in the OpenAPI document', async () => {
    const document = (await v1Document(t)).inline;
    const operation = document.paths['/api/v1/appointments'].post;
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({
        in: 'header',
        name: 'idempotency-key',
        required: false,
        description: expect.stringContaining('422'),
      }),
    );
    expect(operation.responses).toHaveProperty('422');
  });
});
