import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerTokenOf } from '@core/bearer-token.ts';
import { apiOrganization } from '@tests/helpers/api-v1.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { generateMcpToken, toggleMcp } from '../mcp/mcp-test-setup.ts';

const LIMIT = 3;
let t: TestApp;
let token: string;
let mcpToken: string;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: LIMIT });
  const organization = await apiOrganization(t);
  token = organization.token;
  mcpToken = await generateMcpToken(t, organization.admin.token);
  await toggleMcp(t, organization.admin.token, true);
});
afterAll(async () => t.close());

const professionals = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/professionals',
    headers: authorization === undefined ? {} : { authorization },
  });

describe('a bearer token spelled another way', () => {
  it('is read in any case of the scheme and with any blanks around it, and nothing else', () => {
    for (const header of ['Bearer abc', 'bearer abc', 'BEARER  abc', 'Bearer\tabc  ']) {
      expect(bearerTokenOf(header), header).toBe('abc');
    }
    for (const header of ['Bearerabc', 'Basic abc', 'Bearer a b', 'Bearer ', undefined]) {
      expect(bearerTokenOf(header), String(header)).toBeUndefined();
    }
    expect(bearerTokenOf(`Bearer ${'x'.repeat(513)}`)).toBeUndefined();
  });

  it('shares one REST budget per token, however the header is spelled', async () => {
    const spellings = [`Bearer ${token}`, `bearer ${token}`, `Bearer  ${token}`];
    for (const spelling of spellings) {
      const response = await professionals(spelling);
      expect(response.statusCode, spelling).toBe(200);
    }
    for (const spelling of [`BEARER ${token}`, `Bearer   ${token}  `]) {
      const refused = await professionals(spelling);
      expect(refused.statusCode, spelling).toBe(429);
    }
  });
});

describe('a REST v1 or MCP request without a live token', () => {
  it('answers 401 with WWW-Authenticate: Bearer on REST v1', async () => {
    const missing = await professionals();
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="agendei"');
    const wrong = await professionals('Bearer agd_api_nao_existe');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer realm="agendei", error="invalid_token"');
  });

  it('answers 401 with WWW-Authenticate: Bearer on MCP, and accepts a lowercase scheme', async () => {
    const body = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const headers = { accept: 'application/json, text/event-stream' };
    const missing = await t.app.inject({
      method: 'POST',
      url: '/mcp-server',
      headers,
      payload: body,
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer resource_metadata="/);
    const lower = await t.app.inject({
      method: 'POST',
      url: '/mcp-server',
      headers: { ...headers, authorization: `bearer ${mcpToken}` },
      payload: body,
    });
    expect(lower.statusCode, lower.body).toBe(200);
  });
});
