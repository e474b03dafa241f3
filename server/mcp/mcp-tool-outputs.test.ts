import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '@tests/helpers/factories.ts';
import { at, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import {
  type ToolAnswer,
  callTool,
  connectClient,
  listeningApp,
  mcpOrganization,
  strictValidators,
} from './mcp-test-setup.ts';

let t: TestApp;
let client: Client;
let tools: Map<string, Tool>;
let proId: string;
let adminToken: string;
const day = dateAhead(3);

beforeAll(async () => {
  const started = await listeningApp();
  t = started.t;
  const organization = await mcpOrganization(t);
  proId = organization.pro.id;
  adminToken = organization.admin.token;
  client = await connectClient(started.endpoint, organization.token);
  tools = new Map((await client.listTools()).tools.map((tool) => [tool.name, tool]));
});
afterAll(async () => {
  await client.close();
  await t.close();
});

/** Checks a tool's structured answer against the output schema it declares, in both dialects. */
function expectMatchesOutputSchema(name: string, answer: ToolAnswer) {
  const { outputSchema } = tools.get(name) ?? {};
  expect(outputSchema, `${name} declares no outputSchema`).toBeDefined();
  // An answer's null fields are union types (["string","null"]), which output schemas may use.
  const { complaints, validators } = strictValidators({ allowUnionTypes: true });
  for (const ajv of validators) {
    const validate = ajv.compile(outputSchema!);
    const valid = validate(answer.data);
    expect(valid, `${name}: ${ajv.errorsText(validate.errors)}\n${answer.text}`).toBe(true);
  }
  expect(complaints).toEqual([]);
}

const booking = () => ({
  professionalId: proId,
  clientName: 'Maria Oliveira',
  clientEmail: 'maria@example.com',
  clientPhone: '(11) 98765-4321',
  notes: 'Primeira consulta',
  startTime: `${day}T09:00`,
});

describe('MCP tool results', () => {
  it('answer every tool with structured content that its declared output schema accepts', async () => {
    const answers: Record<string, ToolAnswer> = {};
    answers.list_professionals = await callTool(client, 'list_professionals');
    answers.get_availability = await callTool(client, 'get_availability', {
      professionalId: proId,
      from: day,
      to: day,
      timeZone: 'America/Manaus',
    });
    const dryRun = await callTool(client, 'create_appointment', { ...booking(), dryRun: true });
    expectMatchesOutputSchema('create_appointment', dryRun);
    answers.create_appointment = await callTool(client, 'create_appointment', booking());
    const appointmentId = answers.create_appointment.data.appointment.id;
    answers.update_appointment = await callTool(client, 'update_appointment', {
      appointmentId,
      startTime: `${day}T10:00`,
      durationMinutes: 30,
      notes: '',
    });
    answers.list_appointments = await callTool(client, 'list_appointments', {
      from: day,
      to: day,
      professionalId: proId,
    });
    answers.set_appointment_status = await callTool(client, 'set_appointment_status', {
      appointmentId,
      status: 'confirmed',
    });
    expect(answers.set_appointment_status.data.appointment.status).toBe('confirmed');
    const early = await callTool(client, 'set_appointment_status', {
      appointmentId,
      status: 'no_show',
    });
    expect(early.isError).toBe(true);
    expect(early.text).toMatch(/ainda não começou/);
    answers.cancel_appointment = await callTool(client, 'cancel_appointment', { appointmentId });
    const block = { title: 'Audiência', startTime: `${day}T14:00`, endTime: `${day}T15:00` };
    expectMatchesOutputSchema(
      'create_block',
      await callTool(client, 'create_block', { ...block, dryRun: true }),
    );
    answers.create_block = await callTool(client, 'create_block', block);
    answers.list_blocks = await callTool(client, 'list_blocks', { from: day, to: day });
    answers.delete_block = await callTool(client, 'delete_block', {
      blockId: answers.create_block.data.blocks[0].id,
    });

    expect(Object.keys(answers).sort()).toEqual([...tools.keys()].sort());
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.isError, `${name}: ${answer.text}`).toBe(false);
      expectMatchesOutputSchema(name, answer);
    }
    expect(answers.list_appointments.data.count).toBe(1);
  });

  it('answer a refusal as structured content that the SDK client and the schema both accept', async () => {
    const booked = await callTool(client, 'create_appointment', {
      ...booking(),
      startTime: `${day}T11:00`,
    });
    const refusals = {
      conflict: await callTool(client, 'create_appointment', {
        ...booking(),
        startTime: `${day}T11:00`,
      }),
      validation: await callTool(client, 'update_appointment', {
        appointmentId: booked.data.appointment.id,
        durationMinutes: 'sessenta',
      }),
      notFound: await callTool(client, 'cancel_appointment', {
        appointmentId: '5f0c8a52-3c1e-4f7e-9a57-0d6f1c9b2e11',
      }),
    };
    expect(refusals.conflict.data).toMatchObject({ error: 'CONFLICT' });
    expect(refusals.conflict.data.suggestions.length).toBeGreaterThan(0);
    expect(refusals.validation.data).toMatchObject({ error: 'VALIDATION' });
    expect(refusals.notFound.data).toMatchObject({ error: 'NOT_FOUND' });
    expectMatchesOutputSchema('create_appointment', refusals.conflict);
    expectMatchesOutputSchema('update_appointment', refusals.validation);
    expectMatchesOutputSchema('cancel_appointment', refusals.notFound);
    for (const refusal of Object.values(refusals)) expect(refusal.isError).toBe(true);
  });

  it('annotate every tool with hints that are true of it', () => {
    const readOnly = { readOnlyHint: true, openWorldHint: false };
    expect(Object.fromEntries([...tools].map(([name, tool]) => [name, tool.annotations]))).toEqual({
      list_professionals: readOnly,
      get_availability: readOnly,
      list_appointments: readOnly,
      list_blocks: readOnly,
      create_block: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
      delete_block: {
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: true,
        openWorldHint: false,
      },
      create_appointment: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
      update_appointment: {
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: false,
        openWorldHint: false,
      },
      cancel_appointment: {
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: true,
        openWorldHint: false,
      },
      set_appointment_status: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    });
  });

  it('type durationMinutes as an integer and give ids, days and instants their formats', () => {
    const argument = (tool: string, name: string) =>
      tools.get(tool)!.inputSchema.properties![name] as Record<string, unknown>;
    for (const tool of ['create_appointment', 'update_appointment']) {
      expect(argument(tool, 'durationMinutes')).toMatchObject({
        type: 'integer',
        minimum: 1,
        maximum: 1440,
      });
    }
    for (const [tool, name] of [
      ['get_availability', 'professionalId'],
      ['create_appointment', 'professionalId'],
      ['update_appointment', 'appointmentId'],
      ['update_appointment', 'professionalId'],
      ['cancel_appointment', 'appointmentId'],
      ['set_appointment_status', 'appointmentId'],
      ['list_appointments', 'professionalId'],
    ] as const) {
      expect(argument(tool, name), `${tool}.${name}`).toMatchObject({ format: 'uuid' });
    }
    // Blank means no product, so '' is allowed beside a UUID.
    expect(argument('create_appointment', 'productId')).toMatchObject({
      type: 'string',
      anyOf: [{ format: 'uuid' }, { maxLength: 0 }],
    });
    expect(argument('get_availability', 'from')).toMatchObject({ format: 'date' });
    expect(argument('get_availability', 'to')).toMatchObject({ format: 'date' });
    expect(argument('create_appointment', 'clientEmail')).toMatchObject({ format: 'email' });
    // A wall-clock time ('2026-12-01T10:00') is no RFC 3339 date-time: described, not formatted.
    for (const [tool, name] of [
      ['create_appointment', 'startTime'],
      ['update_appointment', 'startTime'],
      ['list_appointments', 'from'],
      ['list_appointments', 'to'],
    ] as const) {
      expect(argument(tool, name), `${tool}.${name}`).not.toHaveProperty('format');
      expect(argument(tool, name).description, `${tool}.${name}`).toContain('AAAA-MM-DDTHH:mm');
    }
  });

  it("list a public booking's intake answers as asked, in the declared schema, and none for a staff booking", async () => {
    const ask = async (question: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/intake-questions',
        headers: bearer(adminToken),
        payload: question,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    };
    const cpf = await ask({ label: 'CPF ou CNPJ', type: 'cpf_cnpj', required: true });
    const cnj = await ask({ label: 'Número do processo', type: 'cnj_number', required: false });
    const answersDay = dateAhead(5);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(proId, at(answersDay, '09:00'), {
        intakeAnswers: { [cpf]: '52998224725', [cnj]: '0710802-55.2018.8.02.0001' },
      }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // An assistant books as staff: the client's questions are not asked of it.
    const staff = await callTool(client, 'create_appointment', {
      ...booking(),
      startTime: `${answersDay}T11:00`,
    });
    expect(staff.isError, staff.text).toBe(false);

    const listed = await callTool(client, 'list_appointments', {
      from: answersDay,
      to: answersDay,
    });
    expectMatchesOutputSchema('list_appointments', listed);
    const byId = new Map(
      (listed.data.appointments as Array<{ id: string }>).map((item) => [item.id, item]),
    );
    expect(byId.get(booked.json().id)).toMatchObject({
      intakeAnswers: [
        { questionId: cpf, label: 'CPF ou CNPJ', type: 'cpf_cnpj', answer: '529.982.247-25' },
        {
          questionId: cnj,
          label: 'Número do processo',
          type: 'cnj_number',
          answer: '0710802-55.2018.8.02.0001',
        },
      ],
    });
    expect(byId.get(staff.data.appointment.id)).not.toHaveProperty('intakeAnswers');
    // The text an assistant reads carries them too, not only the structured answer.
    expect(listed.text).toContain('529.982.247-25');
  });
});
