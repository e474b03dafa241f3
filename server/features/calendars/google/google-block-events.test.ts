import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInProfessional } from '@tests/helpers/factories.ts';
import {
  type GoogleTestApp,
  connectGoogle,
  startGoogleTestApp,
} from '@tests/helpers/google-connect.ts';
import type { GoogleEmulator } from '@tests/helpers/google-emulator.ts';
import { deliverDue } from '@tests/helpers/outbox.ts';
import { caller } from '@tests/helpers/requests.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { agendaBlocks, webhookLogs } from '../../../db/schema.ts';
import { createLocalEventBus } from '../../../realtime/event-bus.ts';
import type { DeliveryDeps } from '../../outbox/delivery-deps.ts';
import { pullCalendarChanges } from '../pull-calendar-changes.ts';
import { googleBlockEventIdFor } from './block-event-id.ts';

const CALENDAR = 'bruno.lima@gmail.com';
const NOTES = 'Processo 0001234-56.2025.8.26.0100, sigiloso';

let google: GoogleEmulator;
let t: TestApp;
let deps: DeliveryDeps;
const bus = createLocalEventBus();
let setup: GoogleTestApp;
beforeAll(async () => {
  setup = await startGoogleTestApp();
  ({ google, t } = setup);
  deps = { db: t.db, config: setup.config, calendars: t.calendars, sendEmail: async () => {} };
});
afterAll(async () => {
  await setup.close();
  await bus.close();
});

const call = caller(() => t);

async function connected() {
  const pro = await signedInProfessional(t);
  expect(await connectGoogle(t, pro.token)).toBe('/settings?google_auth=success');
  return pro;
}

/** Blocks 14:00–16:00 of `date` for 'Audiência', with private notes. */
async function block(token: string, date: string) {
  const created = await call('POST', '/api/blocks', token, {
    title: 'Audiência',
    notes: NOTES,
    startTime: at(date, '14:00'),
    endTime: at(date, '16:00'),
  });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { blocks: { id: string }[] }).blocks[0]!.id;
}

const calendarRows = (userId: string) =>
  t.db
    .select()
    .from(webhookLogs)
    .where(and(eq(webhookLogs.userId, userId), eq(webhookLogs.channel, 'google')));

describe('blocks in the connected Google Calendar', () => {
  it('puts a block in the calendar as a busy event with its title, never its notes', async () => {
    const pro = await connected();
    const date = dateAhead(6);
    const id = await block(pro.token, date);
    const [row] = await calendarRows(pro.id);
    expect(row).toMatchObject({ eventType: 'block.created', status: 'pending', url: CALENDAR });
    expect(JSON.stringify(row?.payload)).not.toContain('sigiloso');

    await deliverDue(deps, Date.now());
    const eventId = googleBlockEventIdFor(id);
    const event = google.events.find(CALENDAR, eventId);
    expect(event).toMatchObject({
      summary: 'Audiência',
      transparency: 'opaque',
      start: { dateTime: at(date, '14:00'), timeZone: 'America/Sao_Paulo' },
      end: { dateTime: at(date, '16:00') },
    });
    expect(event?.attendees).toBeUndefined();
    expect(event?.hangoutLink).toBeUndefined();
    expect(JSON.stringify(event)).not.toContain('sigiloso');
    expect(JSON.stringify(google.events.calls)).not.toContain('sigiloso');
    const [saved] = await t.db.select().from(agendaBlocks).where(eq(agendaBlocks.id, id));
    expect(saved).toMatchObject({ calendarProvider: 'google', calendarEventId: eventId });
    expect((await calendarRows(pro.id))[0]).toMatchObject({ status: 'success' });
  });

  it('moves the event when the block moves, and deletes it when the block is deleted', async () => {
    const pro = await connected();
    const date = dateAhead(7);
    const id = await block(pro.token, date);
    await deliverDue(deps, Date.now());
    const eventId = googleBlockEventIdFor(id);

    const moved = await call('PATCH', `/api/blocks/${id}`, pro.token, {
      title: 'Audiência de conciliação',
      startTime: at(date, '09:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await deliverDue(deps, Date.now());
    expect(google.events.find(CALENDAR, eventId)).toMatchObject({
      summary: 'Audiência de conciliação',
      start: { dateTime: at(date, '09:00') },
      end: { dateTime: at(date, '11:00') },
    });

    const deleted = await call('DELETE', `/api/blocks/${id}`, pro.token);
    expect(deleted.statusCode).toBe(204);
    await deliverDue(deps, Date.now());
    expect(google.events.find(CALENDAR, eventId)).toBeUndefined();
    const rows = await calendarRows(pro.id);
    expect(rows.map((row) => [row.eventType, row.status]).sort()).toEqual([
      ['block.created', 'success'],
      ['block.deleted', 'success'],
      ['block.updated', 'success'],
    ]);
  });

  it('sends nothing for a professional without a connected calendar', async () => {
    const pro = await signedInProfessional(t);
    const id = await block(pro.token, dateAhead(8));
    expect(await calendarRows(pro.id)).toEqual([]);
    await deliverDue(deps, Date.now());
    expect(google.events.list().some((event) => event.id === googleBlockEventIdFor(id))).toBe(
      false,
    );
  });

  it("does not read the block's own event back as a busy time, nor as a change on a pull", async () => {
    const pro = await connected();
    const date = dateAhead(9);
    const id = await block(pro.token, date);
    await deliverDue(deps, Date.now());
    // A hearing of the professional's own in Google, beside the block's event.
    google.events.add({
      id: `forum${id.slice(0, 8)}`,
      calendarId: CALENDAR,
      summary: 'Audiência no fórum',
      start: { dateTime: at(date, '17:00') },
      end: { dateTime: at(date, '18:00') },
    });
    const owner = { id: pro.id, calendarSync: true, timezone: 'America/Sao_Paulo' };
    const range = { start: Date.parse(at(date, '00:00')), end: Date.parse(at(date, '23:59')) };
    expect(await t.calendars[0]!.fresh(owner, range)).toEqual([
      { start: Date.parse(at(date, '17:00')), end: Date.parse(at(date, '18:00')) },
    ]);

    // The two-way pull sees the block's event and leaves it: no appointment, no change.
    const pull = () => pullCalendarChanges({ db: t.db, events: bus }, t.calendars[0]!, pro.id);
    await pull();
    google.events.move(CALENDAR, googleBlockEventIdFor(id), at(date, '10:00'), at(date, '12:00'));
    expect(await pull()).toMatchObject({ seen: 1, moved: 0, cancelled: 0 });
    const [kept] = await t.db.select().from(agendaBlocks).where(eq(agendaBlocks.id, id));
    expect(kept?.startTime.toISOString()).toBe(at(date, '14:00'));
  });

  it('keeps the block when Google answers 500, and the event is made on a later attempt', async () => {
    const pro = await connected();
    google.events.fail(500);
    const id = await block(pro.token, dateAhead(10));
    const now = Date.now();
    await deliverDue(deps, now);
    const [retrying] = await calendarRows(pro.id);
    expect(retrying).toMatchObject({ status: 'pending', attempts: 1, httpStatus: 500 });
    expect(retrying?.error).toBe('o Google respondeu HTTP 500');
    expect(await t.db.select().from(agendaBlocks).where(eq(agendaBlocks.id, id))).toHaveLength(1);
    expect(google.events.find(CALENDAR, googleBlockEventIdFor(id))).toBeUndefined();

    await deliverDue(deps, now + 2_000);
    expect((await calendarRows(pro.id))[0]).toMatchObject({ status: 'success', attempts: 2 });
    expect(google.events.find(CALENDAR, googleBlockEventIdFor(id))?.summary).toBe('Audiência');
  });

  it('puts the blocks made before connecting in the calendar once connected', async () => {
    const pro = await signedInProfessional(t);
    const id = await block(pro.token, dateAhead(11));
    expect(await connectGoogle(t, pro.token)).toBe('/settings?google_auth=success');
    await deliverDue(deps, Date.now());
    expect(google.events.find(CALENDAR, googleBlockEventIdFor(id))?.summary).toBe('Audiência');
  });
});
