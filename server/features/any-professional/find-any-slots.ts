import type { AnySlotsDto, AnySlotsQuery } from '@core/schemas/any-professional.ts';
import type { SlotsDto } from '@core/schemas/appointments.ts';
import type { Db } from '../../db/client.ts';
import { findFreeSlotsJson } from '../scheduling/find-free-slots.ts';
import type { ScheduleCache } from '../scheduling/schedule-cache.ts';

type Slot = SlotsDto['slots'][number];

/**
 * Each professional's free slots (from the schedule cache), by professional id; for an office
 * service, on each one's own row of it (`productOf`, decision 082).
 */
export async function freeSlotsOf(
  db: Db,
  cache: ScheduleCache,
  professionalIds: string[],
  range: { from: string; to: string; now: number },
  productOf?: Map<string, string>,
): Promise<Map<string, Slot[]>> {
  const lists = await Promise.all(
    professionalIds.map(async (professionalId) => {
      const productId = productOf?.get(professionalId);
      const json = await findFreeSlotsJson(db, cache, { ...range, professionalId, productId });
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

/** GET /api/slots/any: the free times of the area's (or service's) professionals, each start once. */
export async function findAnySlots(
  db: Db,
  cache: ScheduleCache,
  professionalIds: string[],
  query: AnySlotsQuery & { now: number },
  productOf?: Map<string, string>,
): Promise<AnySlotsDto> {
  const free = await freeSlotsOf(db, cache, professionalIds, query, productOf);
  const { area, serviceId, from, to } = query;
  return { area, serviceId, from, to, slots: unionOfSlots(free.values()) };
}
