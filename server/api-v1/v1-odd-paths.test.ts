import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiV1Messages } from '@core/messages-api-v1.ts';
import { genericMessages, validationMessages } from '@core/messages.ts';
import { apiOrganization } from '@tests/helpers/api-v1.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

// With a web build, as `npm start` serves it: its file server must not answer for /api/v1.
let t: TestApp;
let token: string;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'agendei-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Agendei</title>');
  t = await createTestApp({ WEB_DIST_DIR: dist });
  token = (await apiOrganization(t)).token;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('REST v1 paths spelled oddly', () => {
  it('answers every unknown spelling under /api/v1 in its own error shape', async () => {
    for (const url of ['/api/v1//appointments', '/api/v1/appointments//', '/api/v1/Appointments']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        error: { code: 'NOT_FOUND', message: expect.any(String) },
      });
    }
    expect((await get('/api/v1/nada')).json().error.message).toBe(apiV1Messages.routeNotFound);
  });

  it('answers an id of hundreds of characters 404 in the v1 shape, not 414 in Fastify’s', async () => {
    for (const id of ['x'.repeat(101), 'ç'.repeat(400), '9'.repeat(5000)]) {
      for (const url of [`/api/v1/appointments/${id}`, `/api/v1/professionals/${id}`]) {
        const response = await get(url);
        expect(response.statusCode, url.slice(0, 40)).toBe(404);
        expect(response.json()).toEqual({
          error: { code: 'NOT_FOUND', message: expect.any(String) },
        });
      }
    }
    const web = await t.app.inject({ url: `/api/appointments/${'x'.repeat(300)}` });
    expect(web.statusCode).toBe(404);
    expect(web.json()).toEqual({ error: 'NOT_FOUND', message: genericMessages.notFound });
  });

  it('answers a broken percent-encoding 400 in the v1 shape', async () => {
    const response = await get('/api/v1/appointments/%ED%A0%80');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION', message: validationMessages.invalidUrl },
    });
  });
});
