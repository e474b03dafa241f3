import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInSecretary } from '@tests/helpers/factories.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { callTool, connectClient, listeningApp, mcpOrganization } from './mcp-test-setup.ts';

let t: TestApp;
let endpoint: string;
beforeAll(async () => {
  ({ t, endpoint } = await listeningApp());
});
afterAll(async () => t.close());

describe('a secretary is never offered as a professional (decision 080)', () => {
  it('lists the lawyer and never the secretary, in REST v1 and MCP, and neither books her', async () => {
    const office = await mcpOrganization(t);
    const secretary = await signedInSecretary(t, office.admin.user.organizationId);
    const headers = bearer(office.admin.token);
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/generate-api-token',
      headers,
    });
    const toggled = await t.app.inject({
      method: 'POST',
      url: '/api/admin/toggle-api',
      headers,
      payload: { enabled: true },
    });
    expect([generated.statusCode, toggled.statusCode]).toEqual([200, 200]);
    const v1 = bearer(generated.json().apiToken as string);

    const listed = await t.app.inject({ url: '/api/v1/professionals', headers: v1 });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).toContain(office.pro.id);
    expect(listed.body).not.toContain(secretary.id);
    const one = await t.app.inject({ url: `/api/v1/professionals/${secretary.id}`, headers: v1 });
    expect(one.statusCode).toBe(404);
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const guest = { clientName: 'Maria Santos', clientEmail: 'maria@example.com' };
    const restBooked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: v1,
      payload: { ...guest, userId: secretary.id, startTime: start },
    });
    expect(restBooked.statusCode).toBeGreaterThanOrEqual(400);
    expect(restBooked.statusCode).toBeLessThan(500);

    const client = await connectClient(endpoint, office.token);
    const tools = await callTool(client, 'list_professionals');
    expect(tools.isError).toBe(false);
    expect(JSON.stringify(tools.data)).toContain(office.pro.id);
    expect(JSON.stringify(tools.data)).not.toContain(secretary.id);
    const booked = await callTool(client, 'create_appointment', {
      ...guest,
      professionalId: secretary.id,
      startTime: start,
    });
    expect(booked.isError).toBe(true);
    await client.close();
  });
});
