import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../tests/helpers/test-app.ts';
import { REDIRECT_URI, registerClient } from '../../../tests/helpers/mcp-oauth-flow.ts';

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
    ['a javascript: URI', 'javascript:alert(1)', 'invalid_client_metadata'],
    ['no URL at all', 'not a url', 'invalid_client_metadata'],
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
    expect(missing.json()).toMatchObject({ error: 'invalid_client_metadata' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/oauth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"redirect_uris":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'invalid_request' });
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
});
