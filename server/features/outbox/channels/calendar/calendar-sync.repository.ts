import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { appointments, users } from '@server/db/schema.ts';

/** The appointment as it is now, with its event link and its professional's meeting settings. */
export async function findAppointmentToSync(db: Db, appointmentId: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      clientName: appointments.clientName,
      clientEmail: appointments.clientEmail,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      calendarProvider: appointments.calendarProvider,
      calendarEventId: appointments.calendarEventId,
      timezone: users.timezone,
      meetingTitle: users.meetingTitle,
      meetingDescription: users.meetingDescription,
      // A conference only where one fits: online without a fixed link, or no place said; never at an address.
      autoCreateMeet: and(
        users.autoCreateMeet,
        or(
          isNull(appointments.locationKind),
          and(eq(appointments.locationKind, 'online'), isNull(appointments.locationDetail)),
        ),
      )!.mapWith(Boolean),
      locationKind: appointments.locationKind,
      locationDetail: appointments.locationDetail,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row ?? null;
}

export type AppointmentToSync = NonNullable<Awaited<ReturnType<typeof findAppointmentToSync>>>;

/** Keeps the appointment's link to its external event (and the conference's link). */
export async function saveExternalEvent(
  db: Db,
  appointmentId: string,
  link: { provider: string; calendarId: string; eventId: string; meetingLink: string | null },
) {
  await db
    .update(appointments)
    .set({
      calendarProvider: link.provider,
      calendarId: link.calendarId,
      calendarEventId: link.eventId,
      meetLink: link.meetingLink,
    })
    .where(eq(appointments.id, appointmentId));
}

/**
 * The event link and meeting link each appointment has now (for rows written before the event
 * existed), in one read for a batch; appointments without an event are left out.
 */
export async function findExternalEventsOf(db: Db, appointmentIds: string[]) {
  const rows = await db
    .select({
      appointmentId: appointments.id,
      calendarProvider: appointments.calendarProvider,
      calendarEventId: appointments.calendarEventId,
      meetLink: appointments.meetLink,
    })
    .from(appointments)
    .where(and(inArray(appointments.id, appointmentIds), isNotNull(appointments.calendarEventId)));
  return new Map(rows.map((row) => [row.appointmentId, row]));
}
