import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { appointmentLocationOf } from '@core/location/appointment-location.ts';
import { MAX_APPOINTMENT_MINUTES } from '@core/schemas/appointments.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import type { BusyInterval } from '@core/scheduling/slots.ts';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { appointments, cancelledBookings, idempotencyKeys } from '../../db/schema.ts';
import { publicEventFields } from '../calendars/calendar-connections.ts';

type AppointmentRow = typeof appointments.$inferSelect;

/**
 * Appointments overlapping [from, to). No appointment lasts more than a day, so the start is also
 * bounded below: the (user, start) index then reads only the range, never the whole history.
 */
function overlapping(from: Date, to: Date) {
  return and(
    gte(appointments.startTime, new Date(from.getTime() - MAX_APPOINTMENT_MINUTES * 60_000)),
    lt(appointments.startTime, to),
    gt(appointments.endTime, from),
  );
}
export type NewAppointment = typeof appointments.$inferInsert;

/** The columns an AppointmentDto is made of (not the manage token, the Pix code, ...). */
export const dtoColumns = {
  id: appointments.id,
  userId: appointments.userId,
  clientName: appointments.clientName,
  clientEmail: appointments.clientEmail,
  clientPhone: appointments.clientPhone,
  notes: appointments.notes,
  startTime: appointments.startTime,
  endTime: appointments.endTime,
  productId: appointments.productId,
  productName: appointments.productName,
  color: appointments.color,
  source: appointments.source,
  meetLink: appointments.meetLink,
  calendarProvider: appointments.calendarProvider,
  calendarEventId: appointments.calendarEventId,
  locationKind: appointments.locationKind,
  locationDetail: appointments.locationDetail,
  locationConference: appointments.locationConference,
  paymentStatus: appointments.paymentStatus,
  status: appointments.status,
  paymentAmountCents: appointments.paymentAmountCents,
  clientAnonymizedAt: appointments.clientAnonymizedAt,
  createdAt: appointments.createdAt,
  seriesId: appointments.seriesId,
  occurrenceIndex: appointments.occurrenceIndex,
  intakeAnswers: appointments.intakeAnswers,
  privacyAcceptedAt: appointments.privacyAcceptedAt,
  privacyNoticeVersion: appointments.privacyNoticeVersion,
};
type SeriesFacts =
  'seriesId' | 'occurrenceIndex' | 'intakeAnswers' | 'privacyAcceptedAt' | 'privacyNoticeVersion';
type DtoFacts = Pick<AppointmentRow, Exclude<keyof typeof dtoColumns, SeriesFacts>> &
  Partial<Pick<AppointmentRow, SeriesFacts>>;

export function toAppointmentDto(row: DtoFacts): AppointmentDto {
  return {
    id: row.id,
    userId: row.userId,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    notes: row.notes,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    productId: row.productId,
    productName: row.productName,
    color: row.color,
    source: row.source,
    meetLink: row.meetLink,
    // SPEC's public field of the external event keeps its name (calendar-connections.ts).
    ...publicEventFields(row),
    location: appointmentLocationOf(row),
    paymentStatus: row.paymentStatus,
    status: row.status,
    paymentAmount: row.paymentAmountCents === null ? null : row.paymentAmountCents / 100,
    clientAnonymized: row.clientAnonymizedAt !== null,
    createdAt: row.createdAt.toISOString(),
    // An occurrence of a recurring series (decision 074): which, and where in it.
    ...(row.seriesId
      ? { seriesId: row.seriesId, occurrenceIndex: row.occurrenceIndex ?? null }
      : {}),
    // The intake answers and the privacy consent (decision 084), when the booking had them.
    ...(row.intakeAnswers?.length ? { intakeAnswers: row.intakeAnswers } : {}),
    ...(row.privacyAcceptedAt
      ? {
          privacyAcceptedAt: row.privacyAcceptedAt.toISOString(),
          privacyNoticeVersion: row.privacyNoticeVersion ?? null,
        }
      : {}),
  };
}

// The slot maths' read (the schedule cache, every booking), built once (built-once.ts): the
// placeholders are overlapping()'s bounds and the appointment left out (none: null).
const busyRows = builtOnce((db) =>
  db
    .select({ id: appointments.id, start: appointments.startTime, end: appointments.endTime })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, sql.placeholder('userId')),
        gte(appointments.startTime, sql.placeholder('earliestStart')),
        lt(appointments.startTime, sql.placeholder('to')),
        gt(appointments.endTime, sql.placeholder('from')),
        sql`${appointments.id} is distinct from ${sql.placeholder('exceptId')}`,
      ),
    )
    .orderBy(asc(appointments.startTime)),
);

/**
 * A professional's busy intervals overlapping [from, to), sorted by start; no client data. An
 * appointment being moved (exceptId) is left out: its old time does not block its new one.
 */
export async function listBusyIntervals(
  db: Db,
  userId: string,
  from: Date,
  to: Date,
  exceptId?: string,
): Promise<BusyInterval[]> {
  const rows = await busyRows(db, {
    userId,
    earliestStart: new Date(from.getTime() - MAX_APPOINTMENT_MINUTES * 60_000).toISOString(),
    from: from.toISOString(),
    to: to.toISOString(),
    exceptId: exceptId ?? null,
  });
  return rows.map((row) => ({ id: row.id, start: row.start.getTime(), end: row.end.getTime() }));
}

/** Appointments of a professional that overlap [start, end), leaving one out (the one being moved). */
export async function countOverlapping(
  db: Db,
  userId: string,
  start: Date,
  end: Date,
  exceptId?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        overlapping(start, end),
        exceptId ? sql`${appointments.id} <> ${exceptId}` : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function findAppointment(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.organizationId, organizationId)))
    .limit(1);
  return row;
}

export async function updateAppointmentRow(
  db: Db,
  id: string,
  changes: Partial<NewAppointment>,
): Promise<AppointmentRow> {
  const [row] = await db
    .update(appointments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(appointments.id, id))
    .returning();
  return row!;
}

/**
 * Deletes an appointment for good, leaving what its private link needs to say it was cancelled
 * (the link's hash, the professional and the time: nothing of the client).
 */
export async function deleteAppointmentRow(db: Db, id: string): Promise<void> {
  await db.execute(sql`
    insert into ${cancelledBookings} (token_hash, organization_id, user_id, start_time)
    select encode(sha256(convert_to(${appointments.manageToken}, 'UTF8')), 'hex'),
           ${appointments.organizationId}, ${appointments.userId}, ${appointments.startTime}
    from ${appointments} where ${appointments.id} = ${id}
    on conflict do nothing`);
  await db.delete(appointments).where(eq(appointments.id, id));
}

/** The appointment a request with this key created, with that request's fingerprint, if any. */
export async function findIdempotentAppointment(db: Db, scope: string, key: string) {
  const [row] = await db
    .select({ appointment: appointments, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .innerJoin(appointments, eq(appointments.id, idempotencyKeys.appointmentId))
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}
