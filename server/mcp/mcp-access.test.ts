import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationsMessages, validationMessages } from '@core/messages.ts';
import { bearer } from '@tests/helpers/factories.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { auditLog } from '../db/schema.ts';
import {
  callTool,
  connectClient,
  generateMcpToken,
  listeningApp,
  mcpOrganization,
  toggleMcp,
} from './mcp-test-setup.ts';

let t: TestApp;
let endpoint: string;
beforeAll(async () => {
  ({ t, endpoint } = await listeningApp());
});
afterAll(async () => t.close());

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'raw', version: '1' },
  },
};

/** A raw JSON-RPC POST, as any HTTP client would send it. */
const post = (headers: Record<string, string>, body: string = JSON.stringify(initialize)) =>
  fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body,
  });

describe('MCP endpoint access', () => {
  it('answers GET with what the server offers', async () => {
    const response = await fetch(endpoint);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: 'Agendei MCP',
      version: '1.0',
      capabilities: { resources: true, tools: true },
      endpoint,
      tools: [
        'list_professionals',
        'get_availability',
        'create_appointment',
        'update_appointment',
        'cancel_appointment',
        'set_appointment_status',
        'list_appointments',
        'list_blocks',
        'create_block',
        'delete_block',
      ],
    });
    const stream = await fetch(endpoint, { headers: { accept: 'text/event-stream' } });
    expect(stream.status).toBe(405);
  });

  it('answers JSON-RPC in JSON to a raw client with a valid token', async () => {
    const { token } = await mcpOrganization(t);
    const response = await post(bearer(token));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({
      id: 1,
      result: { serverInfo: { name: 'Agendei MCP', version: '1.0' } },
    });
    const broken = await post(bearer(token), '{"jsonrpc":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ message: validationMessages.invalidJson });
  });

  it('refuses a request without a token or with a broken one (401)', async () => {
    const missing = await post({}, '{"jsonrpc":');
    expect(missing.status).toBe(401);
    // Refused guesses count against the rate limit too.
    expect(missing.headers.get('x-ratelimit-remaining')).not.toBeNull();
    expect(await missing.json()).toEqual({
      error: 'UNAUTHENTICATED',
      message: integrationsMessages.missingToken,
    });
    const invalid = await post(bearer('not-a-token'));
    expect(invalid.status).toBe(401);
    expect((await invalid.json()).message).toBe(integrationsMessages.invalidToken);
  });

  it('refuses a token generated over by a new one (401)', async () => {
    const { admin, token: old } = await mcpOrganization(t);
    const fresh = await generateMcpToken(t, admin.token);
    expect((await post(bearer(old))).status).toBe(401);
    expect((await post(bearer(fresh))).status).toBe(200);
    await expect(connectClient(endpoint, old)).rejects.toMatchObject({
      code: 401,
      message: expect.stringContaining(integrationsMessages.invalidToken),
    });
  });

  it('refuses every call while MCP is switched off (403)', async () => {
    const { admin, token } = await mcpOrganization(t);
    await toggleMcp(t, admin.token, false);
    const refused = await post(bearer(token));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'FORBIDDEN',
      message: integrationsMessages.mcpDisabled,
    });
    await toggleMcp(t, admin.token, true);
    expect((await post(bearer(token))).status).toBe(200);
  });

  it('writes every tool call and resource read to the audit log', async () => {
    const { admin, token } = await mcpOrganization(t);
    const client = await connectClient(endpoint, token);
    await callTool(client, 'list_professionals');
    await callTool(client, 'cancel_appointment', { appointmentId: 'nope' });
    await client.readResource({ uri: 'agendei://professionals' });
    await client.close();
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.organizationId, admin.user.organizationId), eq(auditLog.actorKind, 'mcp')),
      );
    expect(rows.map((row) => row.after)).toEqual([
      expect.objectContaining({ operation: 'tool:list_professionals', status: 'ok' }),
      expect.objectContaining({ operation: 'tool:cancel_appointment', status: 'error' }),
      expect.objectContaining({ operation: 'resource:agendei://professionals', status: 'ok' }),
    ]);
    expect(rows[0]).toMatchObject({
      entity: 'mcp_token',
      action: 'call',
      actorUserId: admin.user.id,
    });
  });
});
