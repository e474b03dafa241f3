import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDate, addDays } from '@core/scheduling/local-date.ts';
import { freeSlots } from '@core/scheduling/slots.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';
import { startAppWithScheduleCache } from '@tests/helpers/schedule-cache-app.ts';
import { daySlotsJson } from './day-slots-json.ts';
import { type CachedSchedule, ScheduleCache } from './schedule-cache.ts';
import { slotQuery } from './schedule-snapshot.ts';
import { toSlotsDto } from './slots-dto.ts';

// The app and a cache of our own share one event bus: what the app's writes publish reaches it.
let t: TestApp;
let cache: ScheduleCache;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, cache, close } = await startAppWithScheduleCache());
});
afterAll(() => close());

const T0 = Date.now();
const week = (from: LocalDate, now = T0) => ({
  from,
  to: addDays(from, 6),
  now,
  externalBusy: [],
  externalStamp: '',
});
/** The whole range computed at once, as the slot list was built before it was kept per date. */
const builtAtOnce = (schedule: CachedSchedule, range: ReturnType<typeof week>) =>
  JSON.stringify(toSlotsDto(schedule, range, freeSlots(slotQuery(schedule, range))));
const dayParts = (schedule: CachedSchedule) =>
  [...schedule.memo.keys()].filter((key) => key.startsWith('day|')).map((key) => key.split('|')[1]);
const timesOn = (json: string, date: LocalDate) =>
  (JSON.parse(json) as { slots: Array<{ date: string; time: string }> }).slots
    .filter((slot) => slot.date === date)
    .map((slot) => slot.time);

describe('the slot list kept per date', () => {
  it('answers what the whole range computed at once answers, sharing the dates weeks overlap', async () => {
    const { pro } = await bookableProfessional(t, { bufferTime: 15 });
    const first = dateAhead(2);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(pro.id, at(addDays(first, 1), '10:00')),
    });
    expect(booked.statusCode).toBe(201);
    const schedule = (await cache.get(pro.id, T0))!;

    expect(daySlotsJson(schedule, week(first))).toBe(builtAtOnce(schedule, week(first)));
    expect(dayParts(schedule)).toHaveLength(7);
    const shifted = addDays(first, 3);
    expect(daySlotsJson(schedule, week(shifted))).toBe(builtAtOnce(schedule, week(shifted)));
    // Four of its dates were kept from the first week: three more computed.
    expect(dayParts(schedule)).toHaveLength(10);
    expect(timesOn(daySlotsJson(schedule, week(first)), addDays(first, 1))).toEqual([]);
  });

  it('drops only the dates around a booking, and answers without the slot it took', async () => {
    const { pro } = await bookableProfessional(t);
    const first = dateAhead(2);
    const before = (await cache.get(pro.id, T0))!;
    daySlotsJson(before, week(first));
    const date = addDays(first, 4);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(pro.id, at(date, '10:00')),
    });
    expect(booked.statusCode).toBe(201);

    const after = (await cache.get(pro.id, T0))!;
    // The date itself and the one before (a slot late that day may run into it) are gone.
    expect(dayParts(after).sort()).toEqual(
      [0, 1, 2, 5, 6].map((offset) => addDays(first, offset)).sort(),
    );
    const json = daySlotsJson(after, week(first));
    expect(json).toBe(builtAtOnce(after, week(first)));
    expect(timesOn(json, date)).toEqual(['09:00', '11:00']);
  });

  it('follows the minute on the dates the lead time can reach, and only on those', async () => {
    const { pro } = await bookableProfessional(t);
    const date = dateAhead(2);
    const schedule = (await cache.get(pro.id, T0))!;
    const morning = week(date, Date.parse(at(date, '09:55')));
    const lateMorning = week(date, Date.parse(at(date, '10:58')));

    expect(timesOn(daySlotsJson(schedule, morning), date)).toEqual(['11:00']);
    const json = daySlotsJson(schedule, lateMorning);
    expect(timesOn(json, date)).toEqual([]);
    expect(json).toBe(builtAtOnce(schedule, lateMorning));
    // The next dates were out of the lead time's reach both times: kept once.
    expect(dayParts(schedule).filter((day) => day !== date)).toHaveLength(6);
  });
});
