import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { REDIRECT_URI, registerClient } from '@tests/helpers/mcp-oauth-flow.ts';
import { oauthErrorDescriptions, oauthTexts } from './oauth-texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('dynamic client registration (RFC 7591)', () => {
  it('registers a public client: an id, no secret, PKCE with the code and refresh grants', async () => {
    const response = await registerClient(t, {
      client_name: 'Claude',
      redirect_uris: ['https://claude.ai/api/mcp/auth_callback', REDIRECT_URI],
      // Asked for, not given: every client is public (decision 033).
      token_endpoint_auth_method: 'client_secret_post',
      grant_types: ['authorization_code', 'refresh_token', 'client_credentials'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/json');
    const client = response.json();
    expect(client).toMatchObject({
      client_name: 'Claude',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    });
    expect(client.client_id).toMatch(/^[\da-f-]{36}$/);
    expect(client.client_secret).toBeUndefined();
  });

  it.each([
    ['plain http to another machine', 'http://evil.example/callback', 'invalid_redirect_uri'],
    ['a fragment', 'https://app.example/callback#frag', 'invalid_redirect_uri'],
    ['a file: URI', 'file:///etc/passwd', 'invalid_redirect_uri'],
    ['a javascript: URI', 'javascript:alert(1)', 'invalid_redirect_uri'],
    ['no URL at all', 'not a url', 'invalid_redirect_uri'],
  ])('refuses a redirect URI with %s (400 JSON)', async (_case, uri, error) => {
    const response = await registerClient(t, { client_name: 'X', redirect_uris: [uri] });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ error });
  });

  it('refuses a registration without redirect URIs, or with a broken body (400 JSON)', async () => {
    const none = await registerClient(t, { client_name: 'X', redirect_uris: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: 'invalid_redirect_uri' });
    const missing = await registerClient(t, { client_name: 'X' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'invalid_client_metadata',
      error_description: oauthTexts.invalidMetadataField('redirect_uris'),
    });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/oauth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"redirect_uris":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: 'invalid_client_metadata',
      error_description: oauthTexts.registrationNotJson,
    });
  });

  it('accepts loopback http on any port and an app scheme (desktop assistants)', async () => {
    const response = await registerClient(t, {
      redirect_uris: [
        'http://localhost:6274/oauth/callback',
        'cursor://anysphere.cursor-retrieval/cb',
      ],
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    'view-source:https://app.example/cb',
    'chrome://settings/cb',
    'intent://app.example/cb',
    'jar:https://app.example/a.jar!/cb',
    'javascript:alert(1)',
    'data:text/html,oi',
    'file:///etc/passwd',
    'https:///cb',
    'https:cb.example/x',
    'https:\\\\evil.example/cb',
  ])('refuses %s as a redirect URI, in pt-BR (invalid_redirect_uri)', async (uri) => {
    const response = await registerClient(t, { client_name: 'X', redirect_uris: [uri] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_redirect_uri');
    expect(response.json().error_description).toMatch(/^O endereço de retorno \(redirect_uri\)/);
  });
});

describe('registrations cannot pile up weight (issue 32, point 8)', () => {
  const heavyJwks = { keys: [{ kty: 'RSA', n: 'x'.repeat(95_000), e: 'AQAB' }] };
  const nested = (levels: number) => {
    let value: unknown = 1;
    for (let level = 0; level < levels; level++) value = { a: value };
    return value;
  };

  it('refuses a body over 16 KB with 413 and an RFC 7591 error in pt-BR', async () => {
    const response = await registerClient(t, {
      client_name: 'Pesado',
      redirect_uris: [REDIRECT_URI],
      jwks: heavyJwks,
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: 'invalid_client_metadata',
      error_description: oauthTexts.registrationTooLarge(16),
    });
  });

  it('refuses a 20,000-level nested jwks without a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/register',
      headers: { 'content-type': 'application/json' },
      payload: `{"redirect_uris":["${REDIRECT_URI}"],"jwks":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('invalid_client_metadata');
  });

  it('refuses a body nested too deep even when it is small (400 invalid_client_metadata)', async () => {
    const response = await registerClient(t, {
      redirect_uris: [REDIRECT_URI],
      software_id: 'x',
      extra: nested(50),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_client_metadata',
      error_description: oauthTexts.registrationTooDeep,
    });
  });

  it.each(['jwks', 'software_statement'])(
    'refuses %s, which a public client has no use for (invalid_client_metadata in pt-BR)',
    async (field) => {
      const value = field === 'jwks' ? { keys: [] } : 'eyJhbGciOiJub25lIn0.e30.';
      const response = await registerClient(t, { redirect_uris: [REDIRECT_URI], [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_client_metadata',
        error_description: oauthTexts.unsupportedMetadata(field),
      });
    },
  );

  it('answers every refusal with a pt-BR sentence, never a zod dump', async () => {
    const cases: object[] = [
      { redirect_uris: 'https://app.example/cb' },
      { redirect_uris: [REDIRECT_URI], client_name: 42 },
      { redirect_uris: [REDIRECT_URI], grant_types: 'authorization_code' },
      { redirect_uris: [REDIRECT_URI], client_name: 'x'.repeat(121) },
      { redirect_uris: Array(11).fill(REDIRECT_URI) },
      [REDIRECT_URI],
    ];
    const known = new Set(Object.values(oauthErrorDescriptions));
    for (const body of cases) {
      const response = await registerClient(t, body);
      const label = JSON.stringify(body).slice(0, 60);
      expect(response.statusCode, label).toBe(400);
      const { error_description: description } = response.json();
      expect(description, label).not.toMatch(/[[{"]|expected|invalid_type/i);
      expect(description, label).toMatch(/^(O |Os |Um |Informe )/);
      expect(known.has(description) || description.endsWith('.'), label).toBe(true);
    }
  });

  it('does not echo or keep metadata it does not know', async () => {
    const response = await registerClient(t, {
      redirect_uris: [REDIRECT_URI],
      client_name: 'Claude',
      x_padding: 'y'.repeat(10_000),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().x_padding).toBeUndefined();
  });
});
