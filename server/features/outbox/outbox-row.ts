import { randomUUID } from 'node:crypto';
import { isAnonymizedEmail } from '@core/anonymized-client.ts';
import type { WebhookEvent } from '@core/constants.ts';
import type { SettingsRow } from '../notifications/notification-settings.repository.ts';
import type { AppointmentSnapshot, StoredPayload } from './notification-payload.ts';
import type { NewWebhookLog } from './webhook-logs.repository.ts';

/** The professional an appointment change is about. */
export interface ProfessionalRef {
  id: string;
  organizationId: string;
  name: string;
  email: string;
  timezone: string;
}

type EmailSettings = Pick<SettingsRow, 'emailNotificationsEnabled' | 'notificationTimes'>;

/** How people hear of a change: e-mail (the professional's settings) and the organization's WhatsApp. */
export interface PeopleChannels {
  email: EmailSettings;
  /** The client also gets a WhatsApp message (when the appointment has a phone). */
  whatsapp: boolean;
}

export type RowTiming = {
  status: 'pending' | 'scheduled';
  scheduledFor: Date;
  reminderMinutes?: number;
};

/** An outbox row about one appointment of a professional. */
export function outboxRow(
  professional: ProfessionalRef,
  snapshot: AppointmentSnapshot,
  fields: Pick<NewWebhookLog, 'eventType' | 'channel' | 'subscriber' | 'status' | 'url'> &
    Partial<NewWebhookLog> & { payload: StoredPayload },
): NewWebhookLog {
  return {
    organizationId: professional.organizationId,
    userId: professional.id,
    appointmentId: snapshot.appointmentId,
    eventId: randomUUID(),
    nextAttemptAt: fields.scheduledFor,
    ...fields,
  };
}

/**
 * The e-mails (client and professional) and the client's WhatsApp message of one event or
 * reminder time. WhatsApp follows the e-mails' events and reminder times, not their switch: it
 * is the organization's channel, switched on by its admin.
 */
export function peopleRows(
  event: WebhookEvent,
  people: PeopleChannels,
  context: { professional: ProfessionalRef; snapshot: AppointmentSnapshot; sendEmail: boolean },
  timing: RowTiming,
  payload: StoredPayload,
): NewWebhookLog[] {
  const { professional, snapshot } = context;
  const { email } = people;
  const { reminderMinutes } = timing;
  if (!context.sendEmail) return [];
  if (reminderMinutes && !email.notificationTimes.includes(reminderMinutes)) return [];
  const rows: NewWebhookLog[] = [];
  if (people.whatsapp && snapshot.clientPhone) {
    rows.push(
      outboxRow(professional, snapshot, {
        eventType: event,
        channel: 'whatsapp',
        subscriber: 'client',
        url: snapshot.clientPhone,
        payload: { ...payload, whatsapp: { timezone: professional.timezone } },
        ...timing,
      }),
    );
  }
  if (!email.emailNotificationsEnabled) return rows;
  for (const recipient of ['client', 'professional'] as const) {
    const address = recipient === 'client' ? snapshot.clientEmail : professional.email;
    // An anonymized client (LGPD) has no address: nothing is sent to the placeholder.
    if (recipient === 'client' && isAnonymizedEmail(address)) continue;
    rows.push(
      outboxRow(professional, snapshot, {
        eventType: event,
        channel: 'email',
        subscriber: recipient,
        url: address,
        payload: {
          ...payload,
          email: {
            recipient,
            timezone: professional.timezone,
            professionalEmail: professional.email,
          },
        },
        ...timing,
      }),
    );
  }
  return rows;
}
