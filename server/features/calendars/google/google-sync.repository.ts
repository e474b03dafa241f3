import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments, googleConnections, users } from '../../../db/schema.ts';

/** The appointment's event when it is in Google Calendar (calendar_provider 'google'). */
const inGoogle = eq(appointments.calendarProvider, 'google');
const googleEventIdColumn = sql<
  string | null
>`case when ${inGoogle} then ${appointments.calendarEventId} end`;

/** The calendar a professional's appointments go to, when they have a live connection with sync on. */
export async function findCalendarSyncTarget(db: Db, userId: string) {
  const [row] = await db
    .select({
      calendarId: googleConnections.calendarId,
      refreshToken: googleConnections.refreshToken,
      needsReconnect: googleConnections.needsReconnect,
      calendarSync: users.calendarSync,
    })
    .from(googleConnections)
    .innerJoin(users, eq(users.id, googleConnections.userId))
    .where(eq(googleConnections.userId, userId))
    .limit(1);
  if (!row?.refreshToken || row.needsReconnect || !row.calendarSync) return null;
  return { calendarId: row.calendarId ?? 'primary' };
}

/** The appointment as it is now, with its professional's meeting settings. */
export async function findAppointmentToSync(db: Db, appointmentId: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      clientName: appointments.clientName,
      clientEmail: appointments.clientEmail,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      googleEventId: googleEventIdColumn,
      meetLink: appointments.meetLink,
      timezone: users.timezone,
      meetingTitle: users.meetingTitle,
      meetingDescription: users.meetingDescription,
      // A Meet only where one fits: online without a fixed link, or no place said; never at an address.
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

/** Keeps the Google event id and its Meet link on the appointment. */
export async function saveGoogleEvent(
  db: Db,
  appointmentId: string,
  {
    googleEventId,
    meetLink,
    calendarId,
  }: { googleEventId: string; meetLink: string | null; calendarId: string },
) {
  await db
    .update(appointments)
    .set({ calendarProvider: 'google', calendarId, calendarEventId: googleEventId, meetLink })
    .where(eq(appointments.id, appointmentId));
}

/**
 * The event id and Meet link each appointment has now (for rows written before the event
 * existed), in one read for a batch; appointments without an event are left out.
 */
export async function findGoogleEventsOf(db: Db, appointmentIds: string[]) {
  const rows = await db
    .select({
      appointmentId: appointments.id,
      googleEventId: appointments.calendarEventId,
      meetLink: appointments.meetLink,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.id, appointmentIds),
        isNotNull(appointments.calendarEventId),
        inGoogle,
      ),
    );
  return new Map(
    rows.map(({ appointmentId, googleEventId, meetLink }) => [
      appointmentId,
      { googleEventId: googleEventId!, meetLink },
    ]),
  );
}
