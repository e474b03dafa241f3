import type { BusyInterval } from '@core/scheduling/slots.ts';

/** Who is asked about: the professional, their calendar-sync switch and their zone. */
export interface BusyOwner {
  id: string;
  calendarSync: boolean;
  /** All-day busy events cover whole days of this zone. */
  timezone: string;
}

export interface BusyRange {
  start: number;
  end: number;
}

export interface BusyAnswer {
  /** Sorted by start. */
  busy: BusyInterval[];
  /** When the answer was read (0 when the source is not used): part of the slot memo keys. */
  fetchedAt: number;
}

/**
 * A calendar outside Agendei whose events make a professional busy (each calendar provider is one).
 * Its busy times fill the slots they touch. A source failing or slow never blocks a slot or a
 * booking: it answers "no busy times" instead.
 */
export interface BusySource {
  /** False when this server has the calendar switched off (no credentials): nothing to ask. */
  configured(): boolean;
  /** Busy times for showing slots, which may be a little old. */
  get(owner: BusyOwner, range: BusyRange, now: number): Promise<BusyAnswer>;
  /** Busy times read now, for a booking decision. */
  fresh(owner: BusyOwner, range: BusyRange): Promise<BusyInterval[]>;
  close(): void;
}

const byStart = (a: BusyInterval, b: BusyInterval) => a.start - b.start;

/** Every source's busy times for showing slots, and a stamp that changes when any answer does. */
export async function cachedBusyOf(
  sources: readonly BusySource[],
  owner: BusyOwner,
  range: BusyRange,
  now: number,
): Promise<{ busy: BusyInterval[]; stamp: string }> {
  const answers = await Promise.all(sources.map((source) => source.get(owner, range, now)));
  return {
    busy: answers.flatMap((answer) => answer.busy).sort(byStart),
    stamp: answers.map((answer) => answer.fetchedAt).join(','),
  };
}

/** Every source's busy times read now (the booking decision). */
export async function freshBusyOf(
  sources: readonly BusySource[],
  owner: BusyOwner,
  range: BusyRange,
): Promise<BusyInterval[]> {
  const answers = await Promise.all(sources.map((source) => source.fresh(owner, range)));
  return answers.flat().sort(byStart);
}
