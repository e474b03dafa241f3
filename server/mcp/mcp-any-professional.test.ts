import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areasMessages } from '@core/messages.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { callTool, connectClient, listeningApp, mcpOrganization } from './mcp-test-setup.ts';

let t: TestApp;
let client: Client;
let pro: { id: string };
let adminToken: string;
const maria = { clientName: 'Maria Oliveira', clientEmail: 'maria@example.com' };

beforeAll(async () => {
  const started = await listeningApp();
  t = started.t;
  const organization = await mcpOrganization(t);
  pro = organization.pro;
  adminToken = organization.admin.token;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${pro.id}`,
    headers: bearer(organization.admin.token),
    payload: { areas: ['Família'] },
  });
  expect(saved.statusCode).toBe(200);
  client = await connectClient(started.endpoint, organization.token);
});
afterAll(async () => {
  await client.close();
  await t.close();
});

describe('MCP create_appointment for "any professional" of an area (decision 073)', () => {
  it('books the free lawyer of the area and names them; the next call at that time is refused', async () => {
    const startTime = at(dateAhead(3), '10:00');
    const booked = await callTool(client, 'create_appointment', {
      ...maria,
      area: 'família',
      startTime,
    });
    expect(booked.isError, booked.text).toBe(false);
    expect(booked.text).toContain('Bruno Lima');
    const again = await callTool(client, 'create_appointment', {
      ...maria,
      area: 'Família',
      startTime,
    });
    expect(again.isError).toBe(true);
    expect(again.data).toMatchObject({ error: 'CONFLICT', message: areasMessages.nobodyFree });
  });

  it('asks for a professional or an area when neither is given', async () => {
    const answer = await callTool(client, 'create_appointment', {
      ...maria,
      startTime: at(dateAhead(3), '11:00'),
    });
    expect(answer.isError).toBe(true);
    expect(answer.text).toContain(areasMessages.professionalOrArea);
  });
});

describe('MCP create_appointment for "any professional" of an office service (decision 082)', () => {
  it('books the lawyer who offers it, by the service without a professional', async () => {
    const service = await t.app.inject({
      method: 'POST',
      url: '/api/admin/office-services',
      headers: bearer(adminToken),
      payload: { name: 'Mediação', duration: 45, price: '0', professionals: [{ userId: pro.id }] },
    });
    expect(service.statusCode, service.body).toBe(201);
    const booked = await callTool(client, 'create_appointment', {
      ...maria,
      productId: service.json().id,
      startTime: at(dateAhead(5), '09:00'),
    });
    expect(booked.isError, booked.text).toBe(false);
    expect(booked.text).toContain('Bruno Lima');
    expect(booked.data.appointment).toMatchObject({ productName: 'Mediação' });
  });
});
