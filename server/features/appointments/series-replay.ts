import { asc, eq } from 'drizzle-orm';
import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { SeriesDto } from '@core/schemas/appointment-series.ts';
import type { Db } from '../../db/client.ts';
import { appointmentSeries, appointments } from '../../db/schema.ts';
import { toAppointmentDto } from './appointments.repository.ts';

type AppointmentRow = typeof appointments.$inferSelect;

/**
 * The series an Idempotency-Key created, answered again (REST v1, decision 074): the key keeps
 * its first occurrence; the answer is the series with its occurrences as they are now and the
 * dates it skipped at creation.
 */
export async function seriesOfReplay(db: Db, first: AppointmentRow): Promise<SeriesDto> {
  // The body asked for a series, so its key cannot be a single booking's: refused as reused.
  if (!first.seriesId) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', appointmentsMessages.idempotencyKeyReused);
  }
  const [series] = await db
    .select()
    .from(appointmentSeries)
    .where(eq(appointmentSeries.id, first.seriesId));
  const occurrences = await db
    .select()
    .from(appointments)
    .where(eq(appointments.seriesId, first.seriesId))
    .orderBy(asc(appointments.startTime));
  return {
    id: first.seriesId,
    intervalWeeks: series?.intervalWeeks ?? 1,
    count: series?.count ?? null,
    until: series?.until ?? null,
    appointments: occurrences.map(toAppointmentDto),
    skipped: series?.skipped ?? [],
  };
}
