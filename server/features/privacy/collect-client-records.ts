import { AppError } from '@core/app-error.ts';
import { privacyMessages } from '@core/messages-privacy.ts';
import type { Db } from '../../db/client.ts';
import {
  type ClientKey,
  type LockMode,
  findClientAppointmentIds,
  findClientAppointments,
  findClientAuditEntries,
  findClientEmails,
  findClientNotifications,
} from './client-records.repository.ts';
import { findClientEntries } from '../waitlist/waitlist.repository.ts';

export type ClientRecords = Awaited<ReturnType<typeof collectClientRecords>>;

/**
 * Everything the organization stores about one client e-mail: the appointments, the
 * notifications about them (or addressed to the client), the stored e-mails, the audit
 * entries and the waitlist entries. Cancelled appointments count too: their copies outlive them. 404 when there is none.
 */
export async function collectClientRecords(db: Db, key: ClientKey, lock: LockMode = 'none') {
  const appointments = await findClientAppointments(db, key, lock);
  // Skipping locked rows (retention): none taken means another instance has this client.
  if (lock === 'skip' && appointments.length === 0) {
    throw new AppError('NOT_FOUND', privacyMessages.nothingFound);
  }
  const existingIds = appointments.map((found) => found.appointment.id);
  const appointmentIds = await findClientAppointmentIds(db, key, existingIds);
  const notifications = await findClientNotifications(db, key, appointmentIds, lock);
  const emails = await findClientEmails(
    db,
    key,
    notifications.map((row) => row.id),
  );
  const auditEntries = await findClientAuditEntries(db, key, appointmentIds);
  const waitlist = await findClientEntries(db, key.organizationId, key.email);
  const total =
    appointments.length +
    notifications.length +
    emails.length +
    auditEntries.length +
    waitlist.length;
  if (total === 0) throw new AppError('NOT_FOUND', privacyMessages.nothingFound);
  return { appointments, existingIds, notifications, emails, auditEntries, waitlist };
}
