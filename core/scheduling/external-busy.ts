import type { BusyInterval } from './slots.ts';

/**
 * The parts of external busy times (a connected calendar) not covered by our own busy intervals,
 * sorted by start. Our own appointments are mirrored in that calendar; they are already counted,
 * so their time must not count a second time.
 */
export function withoutOwnBusy(
  external: readonly BusyInterval[],
  own: readonly BusyInterval[],
): BusyInterval[] {
  const pieces: BusyInterval[] = [];
  for (const interval of external) {
    let cursor = interval.start;
    for (const mine of own) {
      if (mine.start >= interval.end) break;
      if (mine.end <= cursor) continue;
      if (mine.start > cursor) pieces.push({ start: cursor, end: mine.start });
      cursor = Math.max(cursor, mine.end);
      if (cursor >= interval.end) break;
    }
    if (cursor < interval.end) pieces.push({ start: cursor, end: interval.end });
  }
  return pieces.sort((a, b) => a.start - b.start);
}
