import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  OAuthMetadataSchema,
  OAuthProtectedResourceMetadataSchema,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { ORIGIN, RESOURCE } from '@tests/helpers/mcp-oauth-flow.ts';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  // A built web app, so a path nobody serves would get its page if discovery fell through.
  webDir = mkdtempSync(path.join(tmpdir(), 'agendei-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Agendei</title>');
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'agendei.test', ...headers } });

describe('OAuth discovery for MCP clients', () => {
  it('describes the MCP server as a protected resource, at the root and at its own path (RFC 9728)', async () => {
    for (const url of [
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/mcp-server',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const metadata = OAuthProtectedResourceMetadataSchema.parse(response.json());
      expect(metadata).toMatchObject({ resource: RESOURCE, authorization_servers: [ORIGIN] });
    }
  });

  it('describes the authorization server: code with PKCE S256 only, registration, refresh, revocation (RFC 8414)', async () => {
    const response = await get('/.well-known/oauth-authorization-server');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const metadata = OAuthMetadataSchema.parse(response.json());
    expect(metadata).toMatchObject({
      issuer: ORIGIN,
      authorization_endpoint: `${ORIGIN}/oauth/authorize`,
      token_endpoint: `${ORIGIN}/oauth/token`,
      registration_endpoint: `${ORIGIN}/oauth/register`,
      revocation_endpoint: `${ORIGIN}/oauth/revoke`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
    });
  });

  it('says it names itself in the authorization response (RFC 9207) and which scopes it knows', async () => {
    const metadata = (await get('/.well-known/oauth-authorization-server')).json();
    expect(metadata.authorization_response_iss_parameter_supported).toBe(true);
    expect(metadata.scopes_supported).toEqual(['agenda']);
    const resource = (await get('/.well-known/oauth-protected-resource/mcp-server')).json();
    expect(resource.scopes_supported).toEqual(['agenda']);
  });

  it('names the public URL when one is configured, whatever host the request came to', async () => {
    const configured = await createTestApp({ PUBLIC_URL: 'https://agenda.example.com/' });
    const response = await configured.app.inject({
      method: 'GET',
      url: '/.well-known/oauth-protected-resource/mcp-server',
      headers: { host: 'internal:5000' },
    });
    expect(response.json()).toMatchObject({
      resource: 'https://agenda.example.com/mcp-server',
      authorization_servers: ['https://agenda.example.com'],
    });
    await configured.close();
  });

  it('lets a browser-based client read the metadata across origins (CORS preflight)', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/.well-known/oauth-authorization-server',
      headers: {
        origin: 'http://localhost:6274',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'mcp-protocol-version',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-headers']).toBe('mcp-protocol-version');
  });

  it('answers any other /.well-known/ path with a JSON 404, never the web app', async () => {
    for (const url of ['/.well-known/openid-configuration', '/.well-known/x/y', '/.well-known/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json(), url).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('answers discovery asked under the MCP server path with a JSON 404, never the web app', async () => {
    for (const url of [
      '/mcp-server/.well-known/oauth-protected-resource',
      '/mcp-server/.well-known/oauth-authorization-server',
      '/mcp-server/qualquer',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json(), url).toMatchObject({ error: 'NOT_FOUND' });
    }
  });
});

describe('the MCP server tells a client without a live token where to sign in', () => {
  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/mcp-server',
      headers: { host: 'agendei.test', accept: 'application/json, text/event-stream', ...headers },
      payload: { jsonrpc: '2.0', id: 1, method: 'initialize', params: {} },
    });
  const metadataUrl = `${ORIGIN}/.well-known/oauth-protected-resource/mcp-server`;

  it('answers 401 with the resource metadata, and no error, to a request without a token', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe(`Bearer resource_metadata="${metadataUrl}"`);
    expect(response.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('adds error="invalid_token" when the token sent is not live (OAuth or agd_mcp_…)', async () => {
    for (const token of ['agd_oat_nope', 'agd_mcp_nope', 'whatever']) {
      const response = await post(bearer(token));
      expect(response.statusCode, token).toBe(401);
      const challenge = response.headers['www-authenticate'] as string;
      expect(challenge).toContain(`resource_metadata="${metadataUrl}"`);
      expect(challenge).toContain('error="invalid_token"');
    }
  });
});
