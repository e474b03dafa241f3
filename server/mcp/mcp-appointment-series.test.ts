import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/scheduling/local-date.ts';
import { dateAhead } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { appointmentSeries, appointments } from '../db/schema.ts';
import { callTool, connectClient, listeningApp, mcpOrganization } from './mcp-test-setup.ts';

let t: TestApp;
let client: Client;
let proId: string;
const day = dateAhead(3);

beforeAll(async () => {
  const started = await listeningApp();
  t = started.t;
  const organization = await mcpOrganization(t);
  proId = organization.pro.id;
  client = await connectClient(started.endpoint, organization.token);
});
afterAll(async () => {
  await client.close();
  await t.close();
});

const booking = {
  clientName: 'Maria Santos',
  clientEmail: 'maria@example.com',
  durationMinutes: 60,
};
const rows = () => t.db.select().from(appointments).where(eq(appointments.userId, proId));

describe('MCP create_appointment with recurrence (decision 074)', () => {
  it('books a weekly series; a taken date refuses it all, naming the date, unless skipped', async () => {
    const dry = await callTool(client, 'create_appointment', {
      ...booking,
      professionalId: proId,
      startTime: `${day}T10:00`,
      recurrence: { intervalWeeks: 1, count: 3 },
      dryRun: true,
    });
    expect(dry.isError, dry.text).toBe(false);
    expect(await rows()).toEqual([]);

    const created = await callTool(client, 'create_appointment', {
      ...booking,
      professionalId: proId,
      startTime: `${day}T10:00`,
      recurrence: { intervalWeeks: 1, count: 3 },
    });
    expect(created.isError, created.text).toBe(false);
    expect(created.data.message).toBe('Série criada: 3 agendamentos.');
    expect(await rows()).toHaveLength(3);

    const clash = await callTool(client, 'create_appointment', {
      ...booking,
      professionalId: proId,
      startTime: `${day}T10:00`,
      recurrence: { intervalWeeks: 2, count: 2 },
    });
    expect(clash.isError).toBe(true);
    expect(clash.text).toContain('ocupada');
    expect(await rows()).toHaveLength(3);

    const skipped = await callTool(client, 'create_appointment', {
      ...booking,
      professionalId: proId,
      startTime: `${day}T10:00`,
      recurrence: { intervalWeeks: 3, count: 2, skipConflicts: true },
    });
    expect(skipped.isError, skipped.text).toBe(false);
    const [y, m, d] = day.split('-');
    expect(skipped.data.message).toContain(`Datas puladas por conflito: ${d}/${m}/${y} 10:00.`);
    const starts = (await rows()).map((row) => row.startTime.toISOString()).sort();
    expect(starts).toHaveLength(4);
    expect(starts.at(-1)!.slice(0, 10)).toBe(addDays(day, 21));
  });

  it('refuses 53 occurrences, and out-of-hours dates as clashes unless allowed', async () => {
    const tooMany = await callTool(client, 'create_appointment', {
      ...booking,
      professionalId: proId,
      startTime: `${day}T09:00`,
      recurrence: { intervalWeeks: 1, count: 53 },
    });
    expect(tooMany.isError).toBe(true);
    expect(tooMany.text).toContain('no máximo 52 ocorrências');
    const late = await callTool(client, 'create_appointment', {
      ...booking,
      professionalId: proId,
      startTime: `${day}T15:00`,
      recurrence: { intervalWeeks: 1, count: 2 },
    });
    expect(late.isError).toBe(true);
    const allowed = await callTool(client, 'create_appointment', {
      ...booking,
      professionalId: proId,
      startTime: `${day}T15:00`,
      recurrence: { intervalWeeks: 1, count: 2 },
      allowOutsideAvailability: true,
    });
    expect(allowed.isError, allowed.text).toBe(false);
  });

  it("holds each occurrence to the professional's booking window, as a single booking is", async () => {
    // The default horizon is 90 days: from day 80, the third week falls past it.
    const far = dateAhead(80);
    const beyond = addDays(far, 14);
    const series = { ...booking, professionalId: proId, startTime: `${far}T10:00` };
    const before = await rows();
    const refused = await callTool(client, 'create_appointment', {
      ...series,
      recurrence: { intervalWeeks: 1, count: 3 },
    });
    expect(refused.isError).toBe(true);
    const clashes = (refused.data as { clashes?: { label: string; reason: string }[] }).clashes;
    expect(clashes).toEqual([
      expect.objectContaining({
        label: `${beyond.split('-').reverse().join('/')} 10:00`,
        reason: expect.stringContaining('90 dias'),
      }),
    ]);
    expect(await rows()).toEqual(before);
    const allowed = await callTool(client, 'create_appointment', {
      ...series,
      recurrence: { intervalWeeks: 1, count: 3 },
      allowOutsideAvailability: true,
      dryRun: true,
    });
    expect(allowed.isError, allowed.text).toBe(false);
    expect(allowed.data.occurrences).toHaveLength(3);
  });

  it('answers a dry run of a series with every occurrence it would book, storing nothing', async () => {
    const start = dateAhead(40);
    const before = await rows();
    const dry = await callTool(client, 'create_appointment', {
      ...booking,
      professionalId: proId,
      startTime: `${start}T11:00`,
      recurrence: { intervalWeeks: 2, count: 4 },
      dryRun: true,
    });
    expect(dry.isError, dry.text).toBe(false);
    expect(dry.data).toMatchObject({
      dryRun: true,
      message: expect.stringContaining('A série teria 4 agendamentos.'),
    });
    const occurrences = dry.data.occurrences as { startLocal: string }[];
    expect(occurrences.map((o) => o.startLocal.slice(0, 10))).toEqual(
      [0, 14, 28, 42].map((days) => addDays(start, days)),
    );
    expect(await rows()).toEqual(before);
    const [series] = await t.db.select({ n: count() }).from(appointmentSeries);
    const real = await callTool(client, 'create_appointment', {
      ...booking,
      professionalId: proId,
      startTime: `${start}T11:00`,
      recurrence: { intervalWeeks: 2, count: 4 },
    });
    expect(real.isError, real.text).toBe(false);
    expect((await rows()).length).toBe(before.length + 4);
    const [after] = await t.db.select({ n: count() }).from(appointmentSeries);
    expect(after!.n).toBe(series!.n + 1);
  });
});
