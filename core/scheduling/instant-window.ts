/**
 * The instants any input may name: from 2000-01-01 (UTC) to five years after now. Older or
 * further ones are typing slips (a two-digit year, a year 0300) that would otherwise be stored.
 */
export const INSTANT_WINDOW = { earliest: Date.UTC(2000, 0, 1), yearsAhead: 5 } as const;

/** The last instant accepted at `now`: the same moment five years later. */
export function latestAcceptedInstant(now: number): number {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + INSTANT_WINDOW.yearsAhead);
  return latest.getTime();
}

/** Whether an instant (ms since the epoch) lies in the accepted window. */
export function isWithinInstantWindow(instant: number, now = Date.now()): boolean {
  return instant >= INSTANT_WINDOW.earliest && instant <= latestAcceptedInstant(now);
}
