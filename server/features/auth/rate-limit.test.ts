import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 3 });
});
afterAll(() => t.close());

describe('rate limits on authentication', () => {
  it('answers 429 in pt-BR after too many login attempts from one address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { email: 'a@example.com', password: 'errada1' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um momento e tente novamente.',
    });
  });

  it.each([
    ['/api/auth/password-reset', { email: 'a@example.com' }, 200],
    [
      '/api/auth/password-reset/confirm',
      { token: 'x'.repeat(43), password: 'Cafe-com-Leite-42' },
      400,
    ],
    ['/api/auth/invitation', { token: 'x'.repeat(43) }, 400],
    ['/api/auth/invitation/accept', { token: 'x'.repeat(43), password: 'Cafe-com-Leite-42' }, 400],
  ])('answers 429 after too many guesses at %s', async (url, payload, status) => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url, payload })).statusCode);
    }
    expect(statuses).toEqual([status, status, status, 429]);
  });
});
