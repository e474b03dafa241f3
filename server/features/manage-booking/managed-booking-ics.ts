import type { Db } from '../../db/client.ts';
import { appointmentIcs } from '../email/appointment-ics.ts';
import { manageBookingUrl } from '../email/compose-notification-email.ts';
import { officeContactLine } from '../email/office-contact.ts';
import { snapshotOf } from '../outbox/notification-payload.ts';
import { findManagedBooking } from './find-managed-booking.ts';
import { seriesRecurrenceOf } from '../appointments/series-recurrence.ts';

/** The appointment of a private link as a .ics file the client adds to any calendar. */
export async function managedBookingIcs(
  db: Db,
  { token, baseUrl }: { token: string; baseUrl: string },
): Promise<string> {
  const found = await findManagedBooking(db, token);
  const { appointment, professional } = found;
  // An occurrence of an unchanged weekly series downloads the whole series (decision 074).
  const recurrence = await seriesRecurrenceOf(db, appointment);
  return appointmentIcs({
    event: 'appointment.created',
    method: 'publish',
    appointment: {
      ...snapshotOf(appointment, professional.name),
      ...(recurrence && { recurrence }),
    },
    organizationName: found.organizationName,
    organizationContact: officeContactLine(found.office),
    professionalEmail: professional.email,
    changedAt: appointment.updatedAt,
    manageUrl: manageBookingUrl(baseUrl, token),
  });
}
