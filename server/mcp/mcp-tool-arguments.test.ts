import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appointmentsMessages, validationMessages } from '@core/messages.ts';
import { apiMessages } from '@core/messages-api.ts';
import { dateAhead } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { authenticateToken } from '../features/integrations/authenticate-token.ts';
import { defineTool } from './define-tool.ts';
import type { McpContext } from './mcp-context.ts';
import { callTool, connectClient, listeningApp, mcpOrganization } from './mcp-test-setup.ts';

let t: TestApp;
let client: Client;
let token: string;
let proId: string;
const day = dateAhead(3);
const required = validationMessages.required;
const wrongType = expect.stringMatching(/^Entrada inválida: esperava/);

beforeAll(async () => {
  const started = await listeningApp();
  t = started.t;
  const organization = await mcpOrganization(t);
  token = organization.token;
  proId = organization.pro.id;
  client = await connectClient(started.endpoint, token);
});
afterAll(async () => {
  await client.close();
  await t.close();
});

const booking = () => ({
  professionalId: proId,
  clientName: 'Maria Oliveira',
  clientEmail: 'maria@example.com',
  startTime: `${day}T09:00`,
});
const someId = '5f0c8a52-3c1e-4f7e-9a57-0d6f1c9b2e11';

interface BadCall {
  wrong: string;
  tool: string;
  /** Built when the test runs, once the professional exists. */
  args: () => Record<string, unknown>;
  field: string;
  says: unknown;
}

const badCalls: BadCall[] = [
  {
    wrong: 'a number for an id',
    tool: 'get_availability',
    args: () => ({ professionalId: 42, from: day, to: day }),
    field: 'professionalId',
    says: wrongType,
  },
  {
    wrong: 'no first day',
    tool: 'get_availability',
    args: () => ({ professionalId: proId, to: day }),
    field: 'from',
    says: required,
  },
  {
    wrong: 'a day as DD/MM/AAAA',
    tool: 'get_availability',
    args: () => ({ professionalId: proId, from: '25/11/2026', to: day }),
    field: 'from',
    says: appointmentsMessages.invalidRange,
  },
  {
    wrong: 'no start',
    tool: 'create_appointment',
    args: () => ({ ...booking(), startTime: undefined }),
    field: 'startTime',
    says: required,
  },
  {
    wrong: 'a length in words',
    tool: 'create_appointment',
    args: () => ({ ...booking(), durationMinutes: 'sessenta' }),
    field: 'durationMinutes',
    says: wrongType,
  },
  {
    wrong: 'a start in month 13',
    tool: 'create_appointment',
    args: () => ({ ...booking(), startTime: '2026-13-05T09:00' }),
    field: 'startTime',
    says: appointmentsMessages.invalidStart,
  },
  {
    wrong: 'dryRun as text',
    tool: 'create_appointment',
    args: () => ({ ...booking(), dryRun: 'sim' }),
    field: 'dryRun',
    says: wrongType,
  },
  {
    wrong: 'a phone as a number',
    tool: 'create_appointment',
    args: () => ({ ...booking(), clientPhone: 11987654321 }),
    field: 'clientPhone',
    says: wrongType,
  },
  {
    wrong: 'no appointment',
    tool: 'update_appointment',
    args: () => ({ startTime: `${day}T10:00` }),
    field: 'appointmentId',
    says: required,
  },
  {
    wrong: 'a list as the new start',
    tool: 'update_appointment',
    args: () => ({ appointmentId: someId, startTime: ['10:00'] }),
    field: 'startTime',
    says: wrongType,
  },
  {
    wrong: 'a number for the appointment',
    tool: 'cancel_appointment',
    args: () => ({ appointmentId: 7 }),
    field: 'appointmentId',
    says: wrongType,
  },
  {
    wrong: 'a number as the period start',
    tool: 'list_appointments',
    args: () => ({ from: 5, to: day }),
    field: 'from',
    says: wrongType,
  },
  {
    wrong: '"ontem" as the period start',
    tool: 'list_appointments',
    args: () => ({ from: 'ontem', to: day }),
    field: 'from',
    says: apiMessages.invalidPeriod,
  },
  {
    wrong: 'no period end',
    tool: 'list_appointments',
    args: () => ({ from: day }),
    field: 'to',
    says: required,
  },
];

describe('MCP tool arguments', () => {
  it.each(badCalls)(
    'answers $wrong ($tool) with a structured pt-BR result naming the field',
    async ({ tool, args, field, says }) => {
      const answer = await callTool(client, tool, args());
      expect(answer.isError).toBe(true);
      expect(answer.data).toMatchObject({
        error: 'VALIDATION',
        message: expect.stringMatching(new RegExp(`^${field}: `)),
        fieldErrors: { [field]: says },
      });
      // The text block is the same object, for clients that read only text.
      expect(JSON.parse(answer.text)).toEqual(answer.data);
    },
  );

  it('answers an unknown tool name with a JSON-RPC error, as the MCP spec asks', async () => {
    await expect(client.callTool({ name: 'book_everything', arguments: {} })).rejects.toMatchObject(
      {
        code: -32602,
        message: expect.stringContaining('Ferramenta desconhecida: book_everything'),
      },
    );
  });

  it('books nothing when an argument is wrong', async () => {
    await callTool(client, 'create_appointment', { ...booking(), durationMinutes: '60' });
    const listed = await callTool(client, 'list_appointments', { from: day, to: day });
    expect(listed.data.count).toBe(0);
  });

  it('still reads null as "none" in the optional texts', async () => {
    const answer = await callTool(client, 'create_appointment', {
      ...booking(),
      clientPhone: null,
      notes: null,
      productId: null,
      dryRun: true,
    });
    expect(answer.isError, answer.text).toBe(false);
    expect(answer.data.appointment).toMatchObject({ clientPhone: null, notes: null });
  });

  it('refuses a value outside a list of options, naming the field', async () => {
    const colourTool = defineTool(
      'pick_colour',
      {
        title: 'Cor',
        description: 'Escolhe uma cor.',
        inputSchema: z.object({ colour: z.enum(['azul', 'verde']).describe('Cor da agenda.') }),
        outputSchema: z.object({ colour: z.string() }),
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      async (_ctx, args) => ({ colour: args.colour }),
    );
    const actor = await authenticateToken(t.db, 'mcp', `Bearer ${token}`);
    const ctx = { db: t.db, actor, log: t.app.log } as McpContext;

    const refused = await colourTool.call(ctx, { colour: 'roxo' });
    expect(refused).toMatchObject({
      isError: true,
      structuredContent: {
        error: 'VALIDATION',
        fieldErrors: { colour: expect.stringContaining('"azul"|"verde"') },
      },
    });
    expect(await colourTool.call(ctx, { colour: 'azul' })).toMatchObject({
      structuredContent: { colour: 'azul' },
    });
    expect(colourTool.definition.inputSchema.properties).toEqual({
      colour: { type: 'string', enum: ['azul', 'verde'], description: 'Cor da agenda.' },
    });
  });
});
