import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

/** A stand-in for the external provider, speaking its two endpoints on loopback. */
const PROVIDER_USERS: Record<string, unknown> = {
  'token-agenda': {
    id: 7,
    email: 'Lawyer@Escritorio.com.br',
    nome: 'Dra. Helena Prado',
    tipos_areas_atuacao: ['AGENDA', 'FINANCEIRO'],
  },
  'token-no-agenda': {
    id: 8,
    email: 'other@escritorio.com.br',
    nome: 'Outro',
    tipos_areas_atuacao: ['FINANCEIRO'],
  },
  'token-object-areas': {
    id: 9,
    email: 'obj@escritorio.com.br',
    nome: 'Obj',
    tipos_areas_atuacao: [{ codigo: 'AGENDA' }],
  },
};
let provider: Server;
let providerUrl: string;
const seenAuthHeaders: string[] = [];

beforeAll(async () => {
  provider = createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    seenAuthHeaders.push(auth);
    const user = PROVIDER_USERS[auth.replace(/^Token /, '')];
    if (req.url !== '/api/usuario-medusa/' || !user) {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(user));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => provider.close(resolve)));

describe('POST /api/auth/external/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EXTERNAL_AUTH_URL: providerUrl });
  });
  afterAll(() => t.close());
  const login = (externalToken: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/external/login',
      payload: { externalToken, ...extra },
    });

  it('publishes the provider address for the login screen', async () => {
    const response = await t.app.inject({ url: '/api/auth/config' });
    expect(response.json()).toEqual({ externalAuthUrl: providerUrl });
  });

  it('verifies the token with the provider and signs in a user with the AGENDA area as a new admin', async () => {
    const response = await login('token-agenda');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: 'lawyer@escritorio.com.br',
      role: 'admin',
      name: 'Dra. Helena Prado',
    });
    expect(seenAuthHeaders).toContain('Token token-agenda');
    const again = await login('token-agenda');
    expect(again.json().user.id).toBe(response.json().user.id);
  });

  it('accepts areas given as objects', async () => {
    expect((await login('token-object-areas')).statusCode).toBe(200);
  });

  it("refuses a user without the AGENDA area with 'Não possui permissão para agenda'", async () => {
    const response = await login('token-no-agenda');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Não possui permissão para agenda');
  });

  it('never trusts user data or an admin flag sent by the browser', async () => {
    const response = await login('forged', {
      externalUserData: { email: 'victim@example.com', tipos_areas_atuacao: ['AGENDA'] },
      isAdmin: true,
      loginEmail: 'victim@example.com',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/external/login without a provider configured', () => {
  it('refuses clearly', async () => {
    const t = await createTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/external/login',
      payload: { externalToken: 'x' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Login externo não está configurado neste servidor.');
    expect((await t.app.inject({ url: '/api/auth/config' })).json()).toEqual({
      externalAuthUrl: null,
    });
    await t.close();
  });
});
