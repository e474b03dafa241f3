import type { AnySlotsDto, AnySlotsQuery } from '@core/schemas/any-professional.ts';
import type { SlotsDto } from '@core/schemas/appointments.ts';
import type { Db } from '../../db/client.ts';
import { findFreeSlotsJson } from '../scheduling/find-free-slots.ts';
import type { ScheduleCache } from '../scheduling/schedule-cache.ts';

type Slot = SlotsDto['slots'][number];

/** Each professional's free slots (from the schedule cache), by professional id. */
export async function freeSlotsOf(
  db: Db,
  cache: ScheduleCache,
  professionalIds: string[],
  range: { from: string; to: string; now: number },
): Promise<Map<string, Slot[]>> {
  const lists = await Promise.all(
    professionalIds.map(async (professionalId) => {
      const json = await findFreeSlotsJson(db, cache, { ...range, professionalId });
      const { slots } = JSON.parse(json) as SlotsDto;
      return [professionalId, slots.filter((slot) => slot.remaining > 0)] as const;
    }),
  );
  return new Map(lists);
}

/** The union of free slots: each start once, `remaining` summed over the professionals. */
export function unionOfSlots(lists: Iterable<Slot[]>): Slot[] {
  const byStart = new Map<string, Slot>();
  for (const slots of lists) {
    for (const slot of slots) {
      const seen = byStart.get(slot.start);
      byStart.set(
        slot.start,
        seen ? { ...seen, remaining: seen.remaining + slot.remaining } : slot,
      );
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.localeCompare(b.start));
}

/** GET /api/slots/any: the free times of the area's professionals, each start once. */
export async function findAnySlots(
  db: Db,
  cache: ScheduleCache,
  professionalIds: string[],
  query: AnySlotsQuery & { now: number },
): Promise<AnySlotsDto> {
  const free = await freeSlotsOf(db, cache, professionalIds, query);
  return { area: query.area, from: query.from, to: query.to, slots: unionOfSlots(free.values()) };
}
