import type { SlotDto, SlotsDto } from '@core/schemas/appointments.ts';

type SlotTakenCheck = {
  /** The time the client chose, if any. */
  chosen: SlotDto | undefined;
  /** The latest free slots, once fetched. */
  fresh: SlotsDto | undefined;
  /** A fetch is under way: wait for its answer before judging. */
  fetching: boolean;
  /** The starts this page has itself sent for booking: their disappearance is no news. */
  ownStarts: ReadonlySet<string>;
};

/**
 * True when someone else took the chosen time: the fresh slots cover its day and no longer offer
 * it, and it is not a time this client booked (their own booking removes it too).
 */
export function slotWasTaken({ chosen, fresh, fetching, ownStarts }: SlotTakenCheck): boolean {
  if (!chosen || !fresh || fetching) return false;
  if (chosen.date < fresh.from || chosen.date > fresh.to) return false;
  if (ownStarts.has(chosen.start)) return false;
  return !fresh.slots.some((slot) => slot.start === chosen.start);
}
