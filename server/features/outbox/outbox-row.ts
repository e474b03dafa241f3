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
