import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { appointmentsMessages, genericMessages, integrationsMessages } from '@core/messages.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { apiOrganization as newApiOrganization } from '@tests/helpers/api-v1.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { auditLog } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(async () => t.close());

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });

const apiOrganization = () => newApiOrganization(t);

describe('REST API v1', () => {
  it('books, refuses the same slot with suggestions, moves, lists and cancels', async () => {
    const { pro, token } = await apiOrganization();
    const date = dateAhead(3);
    const body = {
      userId: pro.id,
      clientName: 'Paulo Reis',
      clientEmail: 'paulo@example.com',
      startTime: at(date, '09:00'),
    };
    const created = await inject('POST', '/api/v1/appointments', token, body, {
      'idempotency-key': 'k1',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ userId: pro.id, source: 'api' });
    const replay = await inject('POST', '/api/v1/appointments', token, body, {
      'idempotency-key': 'k1',
    });
    expect(replay.statusCode).toBe(200);
    const taken = await inject('POST', '/api/v1/appointments', token, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'CONFLICT',
      message: appointmentsMessages.capacityFull,
    });
    const id = created.json().id;
    const moved = await inject('PATCH', `/api/v1/appointments/${id}`, token, {
      startTime: at(date, '10:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const listed = await inject(
      'GET',
      `/api/v1/appointments?professionalId=${pro.id}&limit=10`,
      token,
    );
    expect(listed.json()).toMatchObject({ page: 1, totalCount: 1, hasNext: false });
    expect((await inject('GET', `/api/v1/appointments/${id}`, token)).json().startTime).toBe(
      at(date, '10:00'),
    );
    const slots = await inject(
      'GET',
      `/api/v1/slots?professionalId=${pro.id}&from=${date}&to=${date}`,
      token,
    );
    expect(slots.json().slots.map((s: { time: string }) => s.time)).not.toContain('10:00');
    expect((await inject('DELETE', `/api/v1/appointments/${id}`, token)).statusCode).toBe(204);
    expect((await inject('GET', `/api/v1/appointments/${id}`, token)).statusCode).toBe(404);
    const bad = await inject('POST', '/api/v1/appointments', token, { clientName: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toBeDefined();
  });

  it('refuses without a token, with another organization ids and while switched off', async () => {
    const { admin, pro, token } = await apiOrganization();
    expect((await inject('GET', '/api/v1/professionals')).statusCode).toBe(401);
    expect((await inject('GET', '/api/v1/professionals', 'agd_api_fake')).statusCode).toBe(401);
    const other = await apiOrganization();
    expect((await inject('GET', `/api/v1/professionals/${pro.id}`, other.token)).statusCode).toBe(
      404,
    );
    expect(
      (await inject('GET', `/api/v1/products?professionalId=${pro.id}`, other.token)).statusCode,
    ).toBe(404);
    expect((await inject('GET', '/api/v1/professionals', token)).statusCode).toBe(200);
    await inject('POST', '/api/admin/toggle-api', admin.token, { enabled: false });
    const off = await inject('GET', '/api/v1/professionals', token);
    expect(off.statusCode).toBe(403);
    expect(off.json().error.message).toBe(integrationsMessages.apiDisabled);
    const again = await inject('POST', '/api/admin/generate-api-token', admin.token);
    expect(again.statusCode).toBe(409);
    const audited = await t.db.select().from(auditLog);
    expect(audited.some((row) => row.actorKind === 'api' && row.action === 'call')).toBe(true);
    const recent = await inject('GET', '/api/admin/audit-log?limit=50', admin.token);
    expect(recent.statusCode).toBe(200);
    expect(recent.json()).toContainEqual(
      expect.objectContaining({ actorKind: 'api', detail: 'GET /api/v1/professionals → 200' }),
    );
    expect(recent.json()).toContainEqual(
      expect.objectContaining({ actorKind: 'user', detail: 'API REST desativada' }),
    );
    expect((await inject('GET', '/api/admin/audit-log', pro.token)).statusCode).toBe(403);
  });

  it('publishes an OpenAPI 3.1 document that validates and a docs page', async () => {
    const response = await inject('GET', '/api/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/v1/appointments',
      '/api/v1/appointments/{id}',
      '/api/v1/appointments/{id}/status',
      '/api/v1/availability',
      '/api/v1/blocks',
      '/api/v1/blocks/{id}',
      '/api/v1/products',
      '/api/v1/professionals',
      '/api/v1/professionals/{userId}',
      '/api/v1/slots',
      '/api/v1/webhooks',
      '/api/v1/webhooks/{id}',
    ]);
    const docs = await inject('GET', '/api/v1/docs/');
    expect(docs.statusCode).toBe(200);

    // Every documented read answers a client that follows the document (never a 5xx).
    const { pro, token } = await apiOrganization();
    const date = dateAhead(2);
    const example: Record<string, string> = {
      userId: pro.id,
      id: pro.id,
      professionalId: pro.id,
      from: date,
      to: date,
    };
    for (const [path, operations] of Object.entries(document.paths) as Array<
      [
        string,
        Record<string, { parameters?: Array<{ name: string; in: string; required?: boolean }> }>,
      ]
    >) {
      const get = operations.get;
      if (!get) continue;
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => example[name]!);
      const query = (get.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map((parameter) => `${parameter.name}=${example[parameter.name]}`)
        .join('&');
      const response = await inject('GET', query ? `${url}?${query}` : url, token);
      expect(response.statusCode, `${path} ${response.body}`).toBeLessThan(500);
      expect([200, 404], path).toContain(response.statusCode);
    }
  });

  it('limits each token to its own budget of requests per minute', async () => {
    const limited = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 3 });
    try {
      const { token } = await newApiOrganization(limited);
      const call = () =>
        limited.app.inject({ method: 'GET', url: '/api/v1/professionals', headers: bearer(token) });
      for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(genericMessages.rateLimited);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const other = await limited.app.inject({ method: 'GET', url: '/api/v1/professionals' });
      expect(other.statusCode).toBe(401); // another client (no token) has its own budget
    } finally {
      await limited.close();
    }
  });
});
