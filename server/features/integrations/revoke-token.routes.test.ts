import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

const mcpInitialize = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/mcp-server',
    headers: { ...bearer(token), accept: 'application/json, text/event-stream' },
    payload: {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 't', version: '1' },
      },
    },
  });

describe('revoking an integration token', () => {
  it('stops a leaked API token at once and lets the admin generate a new one', async () => {
    const admin = await registerAdmin(t);
    const first = (await post('/api/admin/generate-api-token', admin.token)).json().apiToken;
    await post('/api/admin/toggle-api', admin.token, { enabled: true });
    const professionals = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/professionals', headers: bearer(token) });
    expect((await professionals(first)).statusCode).toBe(200);
    expect((await post('/api/admin/generate-api-token', admin.token)).statusCode).toBe(409);

    const revoked = await post('/api/admin/revoke-api-token', admin.token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ revoked: true });
    expect((await professionals(first)).statusCode).toBe(401);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/integration-settings',
      headers: bearer(admin.token),
    });
    expect(settings.json()).toMatchObject({ hasApiToken: false, apiToken: null });

    const second = await post('/api/admin/generate-api-token', admin.token);
    expect(second.statusCode).toBe(200);
    expect((await professionals(second.json().apiToken)).statusCode).toBe(200);
    expect((await post('/api/admin/revoke-api-token', admin.token)).json()).toEqual({
      revoked: true,
    });
    expect((await post('/api/admin/revoke-api-token', admin.token)).json()).toEqual({
      revoked: false,
    });
  });

  it('stops the MCP token, and writes both revocations to the audit log', async () => {
    const admin = await registerAdmin(t);
    const token = (await post('/api/admin/generate-mcp-token', admin.token)).json().mcpToken;
    await post('/api/admin/toggle-mcp', admin.token, { enabled: true });
    expect((await mcpInitialize(token)).statusCode).toBe(200);
    expect((await post('/api/admin/revoke-mcp-token', admin.token)).json()).toEqual({
      revoked: true,
    });
    expect((await mcpInitialize(token)).statusCode).toBe(401);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?limit=10',
      headers: bearer(admin.token),
    });
    expect(audit.json()).toContainEqual(
      expect.objectContaining({ action: 'delete', entity: 'mcp_token' }),
    );
  });

  it("is the admin's alone: a professional and another office cannot revoke", async () => {
    const admin = await registerAdmin(t);
    await post('/api/admin/generate-api-token', admin.token);
    const professional = await signedInProfessional(t, admin.user.organizationId);
    expect((await post('/api/admin/revoke-api-token', professional.token)).statusCode).toBe(403);
    const other = await registerAdmin(t);
    expect((await post('/api/admin/revoke-api-token', other.token)).json()).toEqual({
      revoked: false,
    });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/integration-settings',
      headers: bearer(admin.token),
    });
    expect(settings.json()).toMatchObject({ hasApiToken: true });
  });
});
