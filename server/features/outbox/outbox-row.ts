import { randomUUID } from 'node:crypto';
import {
  DEFAULT_SETTINGS,
  type findSubscriptions,
} from '../notifications/notification-settings.repository.ts';
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

export type Subscriptions = Awaited<ReturnType<typeof findSubscriptions>>;

/** The professional's own settings (e-mails, their reminder times), or the defaults. */
export const ownSettings = (subs: Subscriptions) => subs.user ?? DEFAULT_SETTINGS;

/**
 * The client's reminder times (decision 087): the professional's reminders and the time their
 * reminder asks the client to confirm ('Confirmar presença'), when they ask.
 */
export function clientReminderMinutes(subs: Subscriptions): number[] {
  const { notificationTimes, confirmationMinutes } = ownSettings(subs);
  return confirmationMinutes && !notificationTimes.includes(confirmationMinutes)
    ? [...notificationTimes, confirmationMinutes]
    : notificationTimes;
}

/**
 * What the client gets at one reminder time: nothing, a reminder, or the reminder that asks them
 * to confirm (at the professional's confirmation time, while the appointment is 'scheduled').
 * The one row of a time carries the flag when it is also a reminder time. Not a reminder: 'plain'.
 */
export function clientReminderKind(
  subs: Subscriptions,
  snapshot: AppointmentSnapshot,
  reminderMinutes: number | undefined,
): 'none' | 'plain' | 'confirm' {
  if (!reminderMinutes) return 'plain';
  const { notificationTimes, confirmationMinutes } = ownSettings(subs);
  if (reminderMinutes === confirmationMinutes && snapshot.status === 'scheduled') return 'confirm';
  return notificationTimes.includes(reminderMinutes) ? 'plain' : 'none';
}

/** The payload's flag of a client's row that asks them to confirm (decision 087). */
export const confirmationFlag = (kind: ReturnType<typeof clientReminderKind>) =>
  kind === 'confirm' ? { askConfirmation: true as const } : {};

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
