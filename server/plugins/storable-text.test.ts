import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@core/messages.ts';
import { findUnstorableText } from '@core/unstorable-text.ts';
import { apiOrganization, callV1 } from '@tests/helpers/api-v1.ts';
import { bearer } from '@tests/helpers/factories.ts';
import { countRows } from '@tests/helpers/requests.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { generateMcpToken, toggleMcp } from '../mcp/mcp-test-setup.ts';
import { appointments } from '../db/schema.ts';

const UNSTORABLE = ['a\u0000b', 'Ana\u0000', 'a\uD800b', '\uDC00', 'fim\uD83D'];

let t: TestApp;
let organization: Awaited<ReturnType<typeof apiOrganization>>;
let v1: ReturnType<typeof callV1>;
let mcpToken: string;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 1000 });
  organization = await apiOrganization(t);
  v1 = callV1(t, organization.token);
  mcpToken = await generateMcpToken(t, organization.admin.token);
  await toggleMcp(t, organization.admin.token, true);
});
afterAll(async () => t.close());

const booking = (extra: object) => ({
  userId: organization.pro.id,
  clientName: 'Ana Lima',
  clientEmail: 'ana@example.com',
  startTime: at(dateAhead(4), '10:00'),
  ...extra,
});

describe('a string the database cannot keep (NUL, a lone surrogate)', () => {
  it('is found in any field, key or depth, and a paired emoji is not', () => {
    expect(findUnstorableText({ notes: 'ok 😀', tags: ['a', 'b'] })).toBeUndefined();
    expect(findUnstorableText({ notes: 'a\u0000b' })).toBe('notes');
    expect(findUnstorableText({ items: [{ name: 'x' }, { name: '\uD800' }] })).toBe('items.1.name');
    expect(findUnstorableText({ 'a\u0000': 1 })).toBe('a\u0000');
    let deep: unknown = 'fundo\u0000';
    for (let i = 0; i < 20_000; i++) deep = { d: deep };
    expect(findUnstorableText(deep)?.split('.')).toHaveLength(20_000);
  });

  it('is refused by the web API with a pt-BR 400 naming the field, and nothing is written', async () => {
    const before = await countRows(t.db, appointments);
    for (const text of UNSTORABLE) {
      for (const field of ['notes', 'clientName']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/appointments',
          headers: bearer(organization.admin.token),
          payload: booking({ [field]: text }),
        });
        expect(response.statusCode, `${field} ${JSON.stringify(text)}`).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'VALIDATION',
          message: validationMessages.unstorableTextIn(field),
          fieldErrors: { [field]: validationMessages.unstorableText },
        });
      }
    }
    expect(await countRows(t.db, appointments)).toBe(before);
  });

  it('is refused by REST v1 on create, change and query, in its own error shape', async () => {
    const created = await v1('POST', '/api/v1/appointments', {
      userId: organization.pro.id,
      clientName: 'Ana Lima',
      clientEmail: 'ana@example.com',
      startTime: at(dateAhead(5), '10:00'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const before = await countRows(t.db, appointments);
    for (const text of UNSTORABLE) {
      const create = await v1('POST', '/api/v1/appointments', {
        userId: organization.pro.id,
        clientName: text,
        clientEmail: 'ana@example.com',
        startTime: at(dateAhead(5), '11:00'),
      });
      expect(create.statusCode, create.body).toBe(400);
      expect(create.json().error).toMatchObject({
        code: 'VALIDATION',
        fields: { clientName: validationMessages.unstorableText },
      });
      const change = await v1('PATCH', `/api/v1/appointments/${id}`, { notes: text });
      expect(change.statusCode, change.body).toBe(400);
      expect(change.json().error.fields).toEqual({ notes: validationMessages.unstorableText });
    }
    const query = await v1('GET', '/api/v1/appointments?from=2026-01-01%00&to=2026-02-01');
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json().error.fields).toEqual({ from: validationMessages.unstorableText });
    expect(await countRows(t.db, appointments)).toBe(before);
    const kept = await v1('GET', `/api/v1/appointments/${id}`);
    expect(kept.json().notes ?? null).toBeNull();
  });

  it('is refused by MCP as invalid params naming the tool’s argument', async () => {
    const before = await countRows(t.db, appointments);
    for (const text of UNSTORABLE) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/mcp-server',
        headers: { ...bearer(mcpToken), accept: 'application/json, text/event-stream' },
        payload: {
          jsonrpc: '2.0',
          id: 7,
          method: 'tools/call',
          params: {
            name: 'create_appointment',
            arguments: {
              professionalId: organization.pro.id,
              clientName: 'Ana Lima',
              clientEmail: 'ana@example.com',
              notes: text,
              startTime: `${dateAhead(6)}T10:00`,
            },
          },
        },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        jsonrpc: '2.0',
        id: 7,
        error: {
          code: -32602,
          message: `notes: ${validationMessages.unstorableText}`,
          data: { fieldErrors: { notes: validationMessages.unstorableText } },
        },
      });
    }
    expect(await countRows(t.db, appointments)).toBe(before);
  });
});
