import { isAnonymizedEmail } from '@core/anonymized-client.ts';
import type { Db } from '../../db/client.ts';
import { findOrganization } from '../organization/organization.repository.ts';
import { officeContactLine } from './office-contact.ts';
import type { StoredPayload } from '../outbox/notification-payload.ts';
import type { ClaimedRow } from '../outbox/webhook-logs.repository.ts';
import { appointmentIcs } from './appointment-ics.ts';
import type { ComposeOptions } from './email-composer.ts';
import type { EmailFacts } from '../outbox/channels/email/email-facts.ts';
import { findManageToken } from './email-outbox.repository.ts';
import { type EmailEvent, renderNotificationEmail } from './render-notification-email.ts';

/** The appointment events that send e-mails. */
export const EMAIL_EVENTS: readonly string[] = [
  'appointment.created',
  'appointment.updated',
  'appointment.cancelled',
  'appointment.reminder',
] satisfies EmailEvent[];

/** One e-mail ready to send: addresses, the three bodies and the calendar invite, if any. */
export interface ComposedEmail {
  to: string;
  /** None when the client was anonymized: their address is a placeholder. */
  replyTo: string | undefined;
  organizationName: string;
  subject: string;
  text: string;
  html: string;
  ics?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/** The client's private page: {base}/agendamento/{token}. */
export const manageBookingUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/agendamento/${token}`;

/** The one-click confirmation's page: {base}/agendamento/{token}/confirmar (decision 087). */
export const confirmPresenceUrl = (baseUrl: string, token: string) =>
  `${manageBookingUrl(baseUrl, token)}/confirmar`;

/** The private link read for the batch, if the appointment is still the organization's. */
function knownManageLink(facts: EmailFacts, organizationId: string, appointmentId: string) {
  const known = facts.manageTokens.get(appointmentId);
  return known?.organizationId === organizationId ? known : undefined;
}

/**
 * Turns an e-mail row of the outbox into the e-mail its recipient reads, loading what the row
 * does not carry: the organization's name and, for the client, the private link.
 */
export async function composeNotificationEmail(
  db: Db,
  row: ClaimedRow,
  options: ComposeOptions,
): Promise<ComposedEmail> {
  const payload = row.payload as StoredPayload;
  const email = payload.email;
  if (!email || !row.url || !EMAIL_EVENTS.includes(row.eventType)) {
    throw new Error(`linha de e-mail inválida (${row.eventType})`);
  }
  const event = row.eventType as EmailEvent;
  const { facts } = options;
  const organization = facts
    ? facts.organizations.get(row.organizationId)
    : await findOrganization(db, row.organizationId);
  const organizationName = organization?.name ?? 'Agendei';
  const organizationContact = organization ? officeContactLine(organization) : undefined;
  const client = email.recipient === 'client';
  const link =
    client && row.appointmentId && event !== 'appointment.cancelled'
      ? facts
        ? knownManageLink(facts, row.organizationId, row.appointmentId)
        : await findManageToken(db, row.organizationId, row.appointmentId)
      : undefined;
  const manageUrl = link ? manageBookingUrl(options.baseUrl, link.token) : undefined;
  // Asked when planned; still asked only while it is 'scheduled' (confirmed since: a reminder).
  const confirmUrl =
    link &&
    payload.askConfirmation &&
    event === 'appointment.reminder' &&
    link.status === 'scheduled'
      ? confirmPresenceUrl(options.baseUrl, link.token)
      : undefined;
  const rendered = renderNotificationEmail({
    event,
    recipient: email.recipient,
    appointment: payload.data,
    timezone: email.timezone,
    organizationName,
    organizationContact,
    // Asked late (decision 092): written from the moment it is read, never "1 dia antes".
    reminderMinutes: payload.askedLate
      ? undefined
      : (row.reminderMinutes ?? payload.reminderMinutes),
    manageUrl,
    confirmUrl,
    agendaUrl: client ? undefined : `${options.baseUrl}/dashboard`,
    now: options.now,
  });
  const ics =
    event === 'appointment.reminder'
      ? undefined
      : {
          method: event === 'appointment.cancelled' ? ('CANCEL' as const) : ('REQUEST' as const),
          content: appointmentIcs({
            event,
            appointment: payload.data,
            organizationName,
            organizationContact,
            professionalEmail: email.professionalEmail,
            changedAt: row.createdAt,
            manageUrl,
          }),
        };
  return {
    to: row.url,
    // A reply reaches the other person of the appointment, not a no-reply box.
    replyTo: client
      ? email.professionalEmail
      : isAnonymizedEmail(payload.data.clientEmail)
        ? undefined
        : payload.data.clientEmail,
    organizationName,
    ...rendered,
    ics,
  };
}
