import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '@tests/helpers/factories.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { startAppWithScheduleCache } from '@tests/helpers/schedule-cache-app.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { ScheduleCache, recall, remember } from './schedule-cache.ts';

// The app and a cache of our own share one event bus: what the app's writes publish reaches it.
let t: TestApp;
let cache: ScheduleCache;
let events: EventBus;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, cache, events, close } = await startAppWithScheduleCache());
});
afterAll(() => close());

const T0 = Date.now();
const later = T0 + 1_000;
const busyOf = async (userId: string, now = later) => (await cache.get(userId, now))!.busy;

const book = async (professionalId: string, startTime: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(professionalId, startTime),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
};
const interval = (id: string, date: string, start: string, end: string) => ({
  id,
  start: Date.parse(at(date, start)),
  end: Date.parse(at(date, end)),
});

describe('the schedule cache after a write', () => {
  it('updates the cached busy list in place on a booking, a move and a cancellation', async () => {
    const { pro } = await bookableProfessional(t);
    expect((await cache.get(pro.id, T0))!.busy).toEqual([]);
    const date = dateAhead(3);

    const id = await book(pro.id, at(date, '10:00'));
    const booked = await cache.get(pro.id, later);
    // Still the snapshot read at T0: updated, not read again.
    expect(booked!.loadedAt).toBe(T0);
    expect(booked!.busy).toEqual([interval(id, date, '10:00', '11:00')]);

    const earlier = await book(pro.id, at(date, '09:00'));
    expect(await busyOf(pro.id)).toEqual([
      interval(earlier, date, '09:00', '10:00'),
      interval(id, date, '10:00', '11:00'),
    ]);

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${id}`,
      headers: bearer(pro.token),
      payload: { startTime: at(date, '11:00'), endTime: at(date, '12:00') },
    });
    expect(moved.statusCode).toBe(200);
    expect(await busyOf(pro.id)).toEqual([
      interval(earlier, date, '09:00', '10:00'),
      interval(id, date, '11:00', '12:00'),
    ]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointments/${earlier}`,
      headers: bearer(pro.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await busyOf(pro.id)).toEqual([interval(id, date, '11:00', '12:00')]);
    expect((await cache.get(pro.id, later))!.loadedAt).toBe(T0);
  });

  it('changes nothing when the same event arrives twice, or after a load that saw it', async () => {
    const { pro } = await bookableProfessional(t);
    const date = dateAhead(4);
    const id = await book(pro.id, at(date, '10:00'));
    // Loaded after the booking: the interval is already there when its event is replayed.
    expect((await cache.get(pro.id, T0))!.busy).toEqual([interval(id, date, '10:00', '11:00')]);
    const event = {
      type: 'appointment_created' as const,
      organizationId: pro.organizationId,
      userId: pro.id,
      appointmentId: id,
      busy: { start: Date.parse(at(date, '10:00')), end: Date.parse(at(date, '11:00')) },
    };
    await events.publish(event);
    await events.publish(event);
    expect(await busyOf(pro.id)).toEqual([interval(id, date, '10:00', '11:00')]);
  });

  it('reads the schedule again after a change that says no time (hours, profile)', async () => {
    const { pro } = await bookableProfessional(t);
    expect((await cache.get(pro.id, T0))!.loadedAt).toBe(T0);
    await events.publish({
      type: 'schedule_changed',
      organizationId: pro.organizationId,
      userId: pro.id,
    });
    expect((await cache.get(pro.id, later))!.loadedAt).toBe(later);
  });

  it('keeps the slot lists a booking does not touch, and computes again the one it does', async () => {
    const { pro } = await bookableProfessional(t);
    const thisWeek = dateAhead(2);
    const nextWeek = dateAhead(9);
    const day = (date: string) => ({
      start: Date.parse(at(date, '00:00')),
      end: Date.parse(at(date, '23:59')),
    });
    let computed = 0;
    const slotsOf = async (date: string) => {
      const schedule = (await cache.get(pro.id, later))!;
      return recall(schedule, date) ?? remember(schedule, date, day(date), ++computed);
    };
    await slotsOf(thisWeek);
    await slotsOf(nextWeek);
    expect(computed).toBe(2);

    await book(pro.id, at(nextWeek, '10:00'));
    await slotsOf(thisWeek);
    expect(computed).toBe(2);
    await slotsOf(nextWeek);
    expect(computed).toBe(3);
  });

  it('drops a load under way when a booking lands meanwhile, rather than guess', async () => {
    const { pro } = await bookableProfessional(t);
    const date = dateAhead(5);
    const loading = cache.get(pro.id, T0);
    const id = await book(pro.id, at(date, '10:00'));
    await loading;
    expect(await busyOf(pro.id)).toEqual([interval(id, date, '10:00', '11:00')]);
  });
});
