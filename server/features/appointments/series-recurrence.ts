import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentSeries, appointments } from '../../db/schema.ts';
import type { SeriesRecurrence } from '../outbox/notification-payload.ts';

/** The RRULE of a weekly series of `count` occurrences every `intervalWeeks` weeks. */
export const weeklyRule = (intervalWeeks: number, count: number) =>
  `FREQ=WEEKLY;INTERVAL=${intervalWeeks};COUNT=${count}`;

/**
 * The recurrence an occurrence's .ics carries (decision 074): its series' first occurrence and
 * rule while the series is unchanged (none skipped, moved or cancelled); else undefined.
 */
export async function seriesRecurrenceOf(
  db: Db,
  appointment: { seriesId: string | null },
): Promise<SeriesRecurrence | undefined> {
  if (!appointment.seriesId) return undefined;
  const [series] = await db
    .select({ intervalWeeks: appointmentSeries.intervalWeeks })
    .from(appointmentSeries)
    .where(and(eq(appointmentSeries.id, appointment.seriesId), eq(appointmentSeries.intact, true)));
  if (!series) return undefined;
  const occurrences = await db
    .select({ startTime: appointments.startTime, endTime: appointments.endTime })
    .from(appointments)
    .where(eq(appointments.seriesId, appointment.seriesId))
    .orderBy(asc(appointments.startTime));
  const [first] = occurrences;
  if (!first) return undefined;
  return {
    seriesId: appointment.seriesId,
    firstStartTime: first.startTime.toISOString(),
    firstEndTime: first.endTime.toISOString(),
    rule: weeklyRule(series.intervalWeeks, occurrences.length),
  };
}
