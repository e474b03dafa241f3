import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiV1Messages } from '@core/messages-api-v1.ts';
import { genericMessages } from '@core/messages.ts';
import { apiOrganization } from '@tests/helpers/api-v1.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
  token = (await apiOrganization(t)).token;
});
afterAll(async () => t.close());

const call = (method: Method, url: string, withToken = true) =>
  t.app.inject({ method, url, headers: withToken ? bearer(token) : {}, payload: undefined });

describe('REST v1 answers for paths and methods it does not have', () => {
  it('answers an unknown path with a v1 404, with or without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/clientes'],
      ['POST', '/api/v1/appointments/extra/path'],
      ['GET', '/api/v1'],
      ['DELETE', '/api/v1/'],
    ] as const) {
      for (const withToken of [true, false]) {
        const response = await call(method, url, withToken);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({
          error: { code: 'NOT_FOUND', message: apiV1Messages.routeNotFound },
        });
      }
    }
  });

  it('answers a known path with a method it does not take with 405 and Allow', async () => {
    const cases = [
      ['PUT', '/api/v1/appointments', ['GET', 'HEAD', 'POST']],
      ['DELETE', '/api/v1/professionals', ['GET', 'HEAD']],
      ['POST', '/api/v1/slots?professionalId=x', ['GET', 'HEAD']],
      [
        'PUT',
        '/api/v1/appointments/0f8fad5b-d9cb-469f-a165-70867728950e',
        ['DELETE', 'GET', 'HEAD', 'PATCH'],
      ],
      ['PATCH', '/api/v1/webhooks/0f8fad5b-d9cb-469f-a165-70867728950e', ['DELETE']],
      ['OPTIONS', '/api/v1/webhooks', ['GET', 'HEAD', 'POST']],
    ] as const;
    for (const [method, url, allowed] of cases) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe(allowed.join(', '));
      expect(response.json()).toEqual({
        error: {
          code: 'METHOD_NOT_ALLOWED',
          message: apiV1Messages.methodNotAllowed(method, [...allowed]),
        },
      });
    }
  });

  it('still answers the routes it has, and the web API keeps its own 404', async () => {
    expect((await call('GET', '/api/v1/professionals')).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/professionals', false)).statusCode).toBe(401);
    const web = await call('GET', '/api/nada-aqui');
    expect(web.statusCode).toBe(404);
    expect(web.json()).toEqual({ error: 'NOT_FOUND', message: genericMessages.notFound });
  });
});
