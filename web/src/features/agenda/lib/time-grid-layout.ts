import type { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import type { BlockDto } from '@core/schemas/blocks.ts';
import { byStart, isLong } from './appointment-display';
import { inZone } from './calendar-dates';

/**
 * An appointment with its start and end on the agenda's wall clock. A blocked time ('Bloqueio')
 * is placed the same way, its `block` set (lib/block-placement.ts): it is drawn, never a client.
 */
export type Placed = { appointment: AppointmentDto; start: TZDate; end: TZDate; block?: BlockDto };

/** A long appointment drawn across the hours it covers: in a lane, or across the day (-1). */
export type Spanning = Placed & { lane: number; firstHour: number; lastHour: number };

export type DayLayout = {
  day: TZDate;
  /** Short appointments by the hour they start in. */
  byHour: Map<number, Placed[]>;
  spanning: Spanning[];
  lanes: number;
  /** Hours covered by a long appointment: busy, not offered for a new booking. */
  covered: Set<number>;
};

export function placeAll(appointments: readonly AppointmentDto[], zone: string): Placed[] {
  return [...appointments].sort(byStart).map((appointment) => ({
    appointment,
    start: inZone(appointment.startTime, zone),
    end: inZone(appointment.endTime, zone),
  }));
}

type Span = Placed & { firstHour: number; lastHour: number };

/** The hours of a day a long appointment covers. */
function spanOf(item: Placed, day: TZDate, next: TZDate): Span {
  const firstHour = item.start < day ? 0 : item.start.getHours();
  const endHour = item.end.getMinutes() > 0 ? item.end.getHours() : item.end.getHours() - 1;
  const lastHour = item.end >= next ? 23 : Math.max(firstHour, endHour);
  return { ...item, firstHour, lastHour };
}

const overlaps = (a: Span, b: Span) => a.firstHour <= b.lastHour && b.firstHour <= a.lastHour;

/**
 * The appointments of one day, arranged for an hourly grid. A long appointment alone in its hours
 * spans the whole day column; those sharing hours with others get lanes of their own.
 */
export function layoutDay(day: TZDate, placed: readonly Placed[]): DayLayout {
  const next = addDays(day, 1);
  const byHour = new Map<number, Placed[]>();
  const spans: Span[] = [];
  for (const item of placed) {
    if (item.end <= day || item.start >= next) continue;
    if (isLong(item.appointment)) spans.push(spanOf(item, day, next));
    else if (item.start >= day) {
      // a short one from the evening before stays on its own day
      const hour = item.start.getHours();
      byHour.set(hour, [...(byHour.get(hour) ?? []), item]);
    }
  }
  const covered = new Set<number>();
  const laneEnds: number[] = [];
  const spanning = spans.map((span): Spanning => {
    for (let hour = span.firstHour; hour <= span.lastHour; hour++) covered.add(hour);
    const alone =
      !spans.some((other) => other !== span && overlaps(other, span)) &&
      [...byHour.keys()].every((hour) => hour < span.firstHour || hour > span.lastHour);
    if (alone) return { ...span, lane: -1 };
    let lane = laneEnds.findIndex((end) => end < span.firstHour);
    if (lane === -1) lane = laneEnds.push(span.lastHour) - 1;
    else laneEnds[lane] = span.lastHour;
    return { ...span, lane };
  });
  return { day, byHour, spanning, lanes: laneEnds.length, covered };
}

/** The configured hours, widened to show any appointment booked outside them. */
export function gridHours(
  [first, last]: readonly [number, number],
  days: readonly DayLayout[],
): number[] {
  let [low, high] = [first, last];
  for (const { byHour, spanning } of days) {
    for (const hour of byHour.keys()) [low, high] = [Math.min(low, hour), Math.max(high, hour)];
    for (const item of spanning) {
      [low, high] = [Math.min(low, item.firstHour), Math.max(high, item.lastHour)];
    }
  }
  return Array.from({ length: high - low + 1 }, (_, index) => low + index);
}

/** Placed appointments starting on a day, e.g. for a month cell. */
export const onDay = (placed: readonly Placed[], day: TZDate) =>
  placed.filter((item) => item.start >= day && item.start < addDays(day, 1));

/** A month cell's appointments grouped by the hour they start in. */
export function groupByHour(placed: readonly Placed[]): Array<{ hour: number; items: Placed[] }> {
  const groups = new Map<number, Placed[]>();
  for (const item of placed) {
    const hour = item.start.getHours();
    groups.set(hour, [...(groups.get(hour) ?? []), item]);
  }
  return [...groups].map(([hour, items]) => ({ hour, items }));
}
