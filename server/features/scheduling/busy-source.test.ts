import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusyInterval } from '@core/scheduling/slots.ts';
import { at, bookableProfessional, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { createLocalEventBus } from '../../realtime/event-bus.ts';
import { type BusySource, cachedBusyOf, freshBusyOf } from './busy-source.ts';
import { findFreeSlotsJson } from './find-free-slots.ts';
import { ScheduleCache } from './schedule-cache.ts';

/** A calendar that is not Google: fixed busy times, read at a given moment. */
function fixedCalendar(busy: BusyInterval[], fetchedAt = 1): BusySource & { fetchedAt: number } {
  return {
    fetchedAt,
    configured: () => true,
    async get() {
      return { busy, fetchedAt: this.fetchedAt };
    },
    async fresh() {
      return busy;
    },
    close() {},
  };
}

const owner = { id: 'pro', calendarSync: true, timezone: 'America/Sao_Paulo' };
const range = { start: 0, end: 10_000 };

describe('busy times of several calendars', () => {
  it('merges every calendar’s busy times in start order', async () => {
    const sources = [
      fixedCalendar([{ start: 300, end: 400 }]),
      fixedCalendar([
        { start: 100, end: 200 },
        { start: 500, end: 600 },
      ]),
    ];
    const starts = [100, 300, 500];
    expect((await cachedBusyOf(sources, owner, range, 0)).busy.map((b) => b.start)).toEqual(starts);
    expect((await freshBusyOf(sources, owner, range)).map((b) => b.start)).toEqual(starts);
  });

  it('changes the memo stamp when any one calendar is read again', async () => {
    const later = fixedCalendar([], 2);
    const sources = [fixedCalendar([]), later];
    const before = (await cachedBusyOf(sources, owner, range, 0)).stamp;
    later.fetchedAt = 3;
    expect((await cachedBusyOf(sources, owner, range, 0)).stamp).not.toBe(before);
  });

  it('has no busy times without calendars', async () => {
    expect((await cachedBusyOf([], owner, range, 0)).busy).toEqual([]);
    expect(await freshBusyOf([], owner, range)).toEqual([]);
  });
});

describe('a calendar other than Google', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('fills the public slots its busy times touch', async () => {
    const { pro } = await bookableProfessional(t);
    const date = dateAhead(3);
    const busy = [{ start: Date.parse(at(date, '10:00')), end: Date.parse(at(date, '11:00')) }];
    const times = async (sources: BusySource[]) => {
      const cache = new ScheduleCache(t.db, createLocalEventBus(), sources);
      const json = await findFreeSlotsJson(t.db, cache, {
        professionalId: pro.id,
        from: date,
        to: date,
        now: Date.now(),
      });
      cache.close();
      return (JSON.parse(json) as { slots: Array<{ time: string }> }).slots.map((s) => s.time);
    };
    expect(await times([])).toEqual(['09:00', '10:00', '11:00']);
    expect(await times([fixedCalendar(busy)])).toEqual(['09:00', '11:00']);
  });
});
