import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const check = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers });

describe('GET /api/auth/session (a new tab asks who is signed in)', () => {
  it('answers the user of the browser session cookie', async () => {
    const admin = await registerAdmin(t);
    const answer = await check({ cookie: `agendei_session=${admin.token}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json().user).toMatchObject({ id: admin.user.id, email: admin.user.email });
    expect(answer.body).not.toContain('passwordHash');
  });

  it('answers 200 with no user, not a 401, without a live session', async () => {
    const refused: Array<Record<string, string>> = [{}, { cookie: 'agendei_session=desconhecido' }];
    for (const headers of refused) {
      const answer = await check(headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ user: null });
    }
    const admin = await registerAdmin(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect((await check({ cookie: `agendei_session=${admin.token}` })).json()).toEqual({
      user: null,
    });
  });
});
