import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import {
  ORIGIN,
  authorize,
  newClientId,
  pkcePair,
  registerClient,
} from '@tests/helpers/mcp-oauth-flow.ts';
import { oauthTexts } from './oauth-texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const EVIL_CALLBACK = 'https://evil.example/cb';

/** A client anyone may register: nothing about it is verified. */
async function evilClientId() {
  const response = await registerClient(t, { client_name: 'X', redirect_uris: [EVIL_CALLBACK] });
  return response.json().client_id as string;
}

const open = (query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/oauth/authorize?${new URLSearchParams(query)}`,
    headers: { host: 'agendei.test' },
  });

/** The answer is our pt-BR error page: no redirect anywhere, the reason named. */
function expectErrorPage(
  response: Awaited<ReturnType<typeof open>>,
  status: number,
  reason: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers.location).toBeUndefined();
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toContain('<html lang="pt-BR">');
  expect(response.body).toContain(oauthTexts.pageTitle);
  expect(response.body).toContain(reason);
  expect(response.body).not.toContain('evil.example');
}

describe('/oauth/authorize never sends the browser to an unverified client (RFC 9700 §4.11.2)', () => {
  it('shows a pt-BR error page, not a redirect to the client, for a request with nothing but client_id', async () => {
    const response = await open({ client_id: await evilClientId() });
    expectErrorPage(response, 400, oauthTexts.responseTypeCode);
  });

  it.each([
    ['a plain PKCE challenge', { code_challenge_method: 'plain' }, oauthTexts.pkceRequired],
    ['no PKCE challenge', { code_challenge: '' }, oauthTexts.codeChallengeInvalid],
    ['the implicit flow', { response_type: 'token' }, oauthTexts.responseTypeCode],
    [
      'another resource',
      { resource: 'https://elsewhere.example/mcp-server' },
      oauthTexts.otherResource,
    ],
    ['a repeated parameter', { state: ['a', 'b'] }, oauthTexts.repeatedParameter('state')],
  ])('shows the page instead of redirecting for %s', async (_case, extra, reason) => {
    const clientId = await evilClientId();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: EVIL_CALLBACK,
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    for (const [name, value] of Object.entries(extra)) {
      query.delete(name);
      for (const each of [value].flat()) query.append(name, each);
    }
    const response = await t.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${query}`,
      headers: { host: 'agendei.test' },
    });
    expectErrorPage(response, 400, reason);
  });

  it('shows the page for an unknown client, a missing client_id and an unregistered redirect URI', async () => {
    expectErrorPage(await open({ client_id: 'nope' }), 400, oauthTexts.unknownClient);
    expectErrorPage(await open({}), 400, oauthTexts.clientIdMissing);
    const clientId = await newClientId(t);
    const elsewhere = await authorize(t, clientId, pkcePair().challenge, {
      redirect_uri: EVIL_CALLBACK,
    });
    expectErrorPage(elsewhere, 400, oauthTexts.redirectUriUnregistered);
  });

  it('sends a valid request to the consent screen (where the user signs in), never to the client', async () => {
    const response = await authorize(t, await newClientId(t), pkcePair().challenge);
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.origin).toBe(ORIGIN);
    expect(location.pathname).toBe('/conectar-assistente');
    expect(location.searchParams.get('pedido')).toMatch(/^[\da-f-]{36}$/);
  });

  it('takes the request as a form POST too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      headers: { host: 'agendei.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: await evilClientId() }).toString(),
    });
    expectErrorPage(response, 400, oauthTexts.responseTypeCode);
  });
});
