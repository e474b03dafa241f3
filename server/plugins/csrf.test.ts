import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [t, proxied] = await Promise.all([
    createTestApp({ PUBLIC_URL: 'https://agenda.exemplo.com.br' }),
    createTestApp({ TRUST_PROXY: 1 }),
  ]);
});
afterAll(() => Promise.all([t.close(), proxied.close()]));

/** A profile save (PATCH) with the session cookie and the given headers. */
async function cookieWrite(app: TestApp, headers: Record<string, string>) {
  const admin = await registerAdmin(app);
  return app.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    cookies: { agendei_session: admin.token },
    headers: { host: 'agendei.test', ...headers },
    payload: { name: 'Ana Souza' },
  });
}

describe('CSRF: cookie-authenticated writes must come from our own origin', () => {
  it('refuses another Origin with 403 and a pt-BR message', async () => {
    const response = await cookieWrite(t, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: 'FORBIDDEN',
      message: 'Origem da requisição não permitida.',
    });
  });

  it('refuses an opaque or unreadable Origin, and another Referer when Origin is absent', async () => {
    expect((await cookieWrite(t, { origin: 'null' })).statusCode).toBe(403);
    const referer = await cookieWrite(t, { referer: 'https://evil.example/page' });
    expect(referer.statusCode).toBe(403);
  });

  it('accepts the Host it was asked for, PUBLIC_URL, a same-host Referer, or no header at all', async () => {
    for (const headers of [
      { origin: 'http://agendei.test' },
      { origin: 'https://agenda.exemplo.com.br' },
      { referer: 'http://agendei.test/configuracoes' },
      {},
    ] as Record<string, string>[]) {
      const response = await cookieWrite(t, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBeLessThan(300);
    }
  });

  it('behind a trusted proxy, accepts the forwarded host', async () => {
    const response = await cookieWrite(proxied, {
      host: '10.0.0.5:5000',
      'x-forwarded-host': 'agenda.cliente.com.br',
      origin: 'https://agenda.cliente.com.br',
    });
    expect(response.statusCode).toBeLessThan(300);
  });

  it('does not apply to bearer-token or anonymous requests, nor to reads', async () => {
    const admin = await registerAdmin(t);
    const bearer = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${admin.token}`, origin: 'https://evil.example' },
      payload: { name: 'Ana Souza' },
    });
    expect(bearer.statusCode).toBe(200);
    const read = await t.app.inject({
      url: '/api/user/profile',
      cookies: { agendei_session: admin.token },
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: admin.user.email, password: admin.password },
    });
    expect(anonymous.statusCode).toBe(200);
  });
});
