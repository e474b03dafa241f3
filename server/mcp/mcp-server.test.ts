import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentsMessages, validationMessages } from '@core/messages.ts';
import { at, bookableProfessional, dateAhead } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { todayIn } from './mcp-times.ts';
import {
  callTool,
  connectClient,
  listeningApp,
  mcpOrganization,
  readJsonResource,
} from './mcp-test-setup.ts';

let t: TestApp;
let client: Client;
let pro: { id: string };
const day = dateAhead(3);
const client1 = { clientName: 'Maria Oliveira', clientEmail: 'maria@example.com' };

beforeAll(async () => {
  const started = await listeningApp();
  t = started.t;
  const organization = await mcpOrganization(t);
  pro = organization.pro;
  client = await connectClient(started.endpoint, organization.token);
});
afterAll(async () => {
  await client.close();
  await t.close();
});

const appointmentsOfDay = async () =>
  (await callTool(client, 'list_appointments', { from: day, to: day })).data.appointments;

describe('MCP server tools', () => {
  it('introduces itself as Agendei 1.0 with ten described tools', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'Agendei MCP', version: '1.0' });
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'cancel_appointment',
      'create_appointment',
      'create_block',
      'delete_block',
      'get_availability',
      'list_appointments',
      'list_blocks',
      'list_professionals',
      'set_appointment_status',
      'update_appointment',
    ]);
    const create = tools.find((tool) => tool.name === 'create_appointment')!;
    expect(create.inputSchema.required).toEqual(
      expect.arrayContaining(['clientName', 'clientEmail', 'startTime']),
    );
    // A professional, or an area for any free professional of it (decision 073).
    expect(create.inputSchema.required).not.toContain('professionalId');
    expect(create.inputSchema.properties).toHaveProperty('area');
    const startTime = create.inputSchema.properties!.startTime as { description: string };
    expect(startTime.description).toContain('AAAA-MM-DDTHH:mm');
    for (const tool of tools) expect(tool.inputSchema.type).toBe('object');
  });

  it('lists the professionals with their time zones', async () => {
    const { data, isError } = await callTool(client, 'list_professionals');
    expect(isError).toBe(false);
    expect(data.professionals).toContainEqual({
      id: pro.id,
      name: 'Bruno Lima',
      title: null,
      timezone: 'America/Sao_Paulo',
      isActive: true,
    });
  });

  it('gives free slots in UTC and in the asked time zone', async () => {
    const { data } = await callTool(client, 'get_availability', {
      professionalId: pro.id,
      from: day,
      to: day,
      timeZone: 'America/Manaus',
    });
    expect(data.professionalTimeZone).toBe('America/Sao_Paulo');
    expect(data.slots[0]).toEqual({
      startUtc: at(day, '09:00'),
      endUtc: at(day, '10:00'),
      startLocal: `${day}T08:00`,
      endLocal: `${day}T09:00`,
      timeZone: 'America/Manaus',
      remaining: 1,
    });
  });

  it("refuses another organization's professional with the pt-BR message", async () => {
    const other = await bookableProfessional(t);
    const answer = await callTool(client, 'get_availability', {
      professionalId: other.pro.id,
      from: day,
      to: day,
    });
    expect(answer).toMatchObject({
      isError: true,
      data: { error: 'NOT_FOUND', message: appointmentsMessages.professionalNotFound },
    });
  });

  it('books a slot, then answers the same slot with the nearest free ones', async () => {
    const created = await callTool(client, 'create_appointment', {
      professionalId: pro.id,
      ...client1,
      clientPhone: '11987654321',
      startTime: `${day}T09:00`,
    });
    expect(created.isError, created.text).toBe(false);
    expect(created.data.appointment).toMatchObject({
      professionalId: pro.id,
      clientPhone: '+55(11) 98765-4321',
      source: 'mcp',
      startUtc: at(day, '09:00'),
      endUtc: at(day, '10:00'),
      startLocal: `${day}T09:00`,
      timeZone: 'America/Sao_Paulo',
    });

    const taken = await callTool(client, 'create_appointment', {
      professionalId: pro.id,
      ...client1,
      startTime: at(day, '09:00'),
      timeZone: 'UTC',
    });
    expect(taken.isError).toBe(true);
    expect(taken.data).toMatchObject({
      error: 'CONFLICT',
      message: appointmentsMessages.capacityFull,
    });
    expect(taken.data.suggestions.length).toBeGreaterThan(0);
    expect(taken.data.suggestions[0]).toMatchObject({ timeZone: 'UTC' });
    expect(taken.data.suggestions.map((s: { startUtc: string }) => s.startUtc)).toContain(
      at(day, '10:00'),
    );
    expect(JSON.parse(taken.text)).toEqual(taken.data);
    expect(await appointmentsOfDay()).toHaveLength(1);
  });

  it('validates with the same pt-BR messages as the web API', async () => {
    const answer = await callTool(client, 'create_appointment', {
      professionalId: pro.id,
      clientName: 'Maria',
      clientEmail: 'não-é-email',
      startTime: 'amanhã às 10',
    });
    expect(answer.isError).toBe(true);
    expect(answer.data.fieldErrors).toEqual({
      clientEmail: validationMessages.invalidEmail,
      startTime: appointmentsMessages.invalidStart,
    });
  });

  it('simulates a booking with dryRun without keeping it', async () => {
    const simulated = await callTool(client, 'create_appointment', {
      professionalId: pro.id,
      ...client1,
      startTime: `${day}T10:00`,
      dryRun: true,
    });
    expect(simulated.isError, simulated.text).toBe(false);
    expect(simulated.data).toMatchObject({ dryRun: true });
    expect(simulated.data.appointment.startUtc).toBe(at(day, '10:00'));
    expect(await appointmentsOfDay()).toHaveLength(1);
  });

  it('reschedules in another time zone keeping the length, then cancels', async () => {
    const [booked] = await appointmentsOfDay();
    const move = {
      appointmentId: booked.id,
      startTime: `${day}T10:00`,
      timeZone: 'America/Manaus',
    };
    const preview = await callTool(client, 'update_appointment', { ...move, dryRun: true });
    expect(preview.data.appointment.startUtc).toBe(at(day, '11:00'));
    expect((await appointmentsOfDay())[0].startUtc).toBe(at(day, '09:00'));

    const moved = await callTool(client, 'update_appointment', move);
    expect(moved.isError, moved.text).toBe(false);
    expect(moved.data.appointment).toMatchObject({
      startUtc: at(day, '11:00'),
      endUtc: at(day, '12:00'),
      startLocal: `${day}T10:00`,
      timeZone: 'America/Manaus',
    });
    expect((await appointmentsOfDay())[0].startLocal).toBe(`${day}T11:00`);

    const kept = await callTool(client, 'cancel_appointment', {
      appointmentId: booked.id,
      dryRun: true,
    });
    expect(kept.data.dryRun).toBe(true);
    expect(await appointmentsOfDay()).toHaveLength(1);
    const cancelled = await callTool(client, 'cancel_appointment', { appointmentId: booked.id });
    expect(cancelled.isError, cancelled.text).toBe(false);
    expect(await appointmentsOfDay()).toHaveLength(0);
    const again = await callTool(client, 'cancel_appointment', { appointmentId: booked.id });
    expect(again).toMatchObject({
      isError: true,
      data: { error: 'NOT_FOUND', message: appointmentsMessages.notFound },
    });
  });
});

describe('MCP server resources', () => {
  it("reads the professionals and today's agenda as JSON", async () => {
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri).sort()).toEqual([
      'agendei://agenda/today',
      'agendei://professionals',
    ]);
    const list = await readJsonResource(client, 'agendei://professionals');
    expect(list.professionals.map((p: { id: string }) => p.id)).toContain(pro.id);

    const today = todayIn('America/Sao_Paulo');
    const booked = await callTool(client, 'create_appointment', {
      professionalId: pro.id,
      ...client1,
      startTime: `${today}T00:30`,
      allowOutsideAvailability: true,
    });
    expect(booked.isError, booked.text).toBe(false);
    const { appointments } = await readJsonResource(client, 'agendei://agenda/today');
    expect(appointments).toContainEqual(
      expect.objectContaining({ id: booked.data.appointment.id, startLocal: `${today}T00:30` }),
    );
  });
});
