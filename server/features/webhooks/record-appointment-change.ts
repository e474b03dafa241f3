import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '../../../core/constants.ts';
import type { Db } from '../../db/client.ts';
import { googleSyncRow } from '../google/google-sync-row.ts';
import {
  DEFAULT_SETTINGS,
  type SettingsRow,
  findSubscriptions,
} from '../notifications/notification-settings.repository.ts';
import {
  type AppointmentSnapshot,
  type SnapshotSource,
  type StoredPayload,
  snapshotOf,
} from './notification-payload.ts';
import {
  type NewWebhookLog,
  deletePlannedReminders,
  insertWebhookLogs,
} from './webhook-logs.repository.ts';

export interface ProfessionalRef {
  id: string;
  organizationId: string;
  name: string;
  email: string;
  timezone: string;
}

export interface AppointmentChange {
  event: Exclude<WebhookEvent, 'appointment.reminder'>;
  appointment: SnapshotSource;
  professional: ProfessionalRef;
  /** The time (or professional) changed: reminders are re-planned and a change e-mail goes out. */
  rescheduled?: boolean;
  /** The change came from Google Calendar: no 'google' row is written back. */
  fromGoogle?: boolean;
  now?: number;
}

type Subscriptions = Awaited<ReturnType<typeof findSubscriptions>>;
type EmailSettings = Pick<SettingsRow, 'emailNotificationsEnabled' | 'notificationTimes'>;

function wants(settings: SettingsRow | undefined, event: WebhookEvent): settings is SettingsRow {
  return Boolean(
    settings?.webhookNotificationsEnabled &&
    settings.webhookUrl &&
    settings.webhookEvents.includes(event),
  );
}

function row(
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

/** The rows one event (or one reminder time) produces for every subscriber that wants it. */
function rowsFor(
  event: WebhookEvent,
  subs: Subscriptions,
  email: EmailSettings,
  context: { professional: ProfessionalRef; snapshot: AppointmentSnapshot; sendEmail: boolean },
  timing: { status: 'pending' | 'scheduled'; scheduledFor: Date; reminderMinutes?: number },
): NewWebhookLog[] {
  const { professional, snapshot } = context;
  const { reminderMinutes } = timing;
  const data = reminderMinutes === undefined ? snapshot : { ...snapshot, reminderMinutes };
  const payload: StoredPayload = { event, data, ...(reminderMinutes ? { reminderMinutes } : {}) };
  const rows: NewWebhookLog[] = [];
  for (const subscriber of ['user', 'organization'] as const) {
    const settings = subs[subscriber];
    if (!wants(settings, event)) continue;
    if (reminderMinutes && !settings.notificationTimes.includes(reminderMinutes)) continue;
    rows.push(
      row(professional, snapshot, {
        eventType: event,
        channel: 'webhook',
        subscriber,
        settingsId: settings.id,
        url: settings.webhookUrl,
        payload,
        ...timing,
      }),
    );
  }
  if (!context.sendEmail || !email.emailNotificationsEnabled) return rows;
  if (reminderMinutes && !email.notificationTimes.includes(reminderMinutes)) return rows;
  for (const recipient of ['client', 'professional'] as const) {
    const address = recipient === 'client' ? snapshot.clientEmail : professional.email;
    rows.push(
      row(professional, snapshot, {
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

/** Every reminder row still ahead of `now`, for each subscriber's reminder times. */
function reminderRows(
  subs: Subscriptions,
  email: EmailSettings,
  context: { professional: ProfessionalRef; snapshot: AppointmentSnapshot },
  now: number,
): NewWebhookLog[] {
  const start = Date.parse(context.snapshot.startTime);
  const minutes = new Set([
    ...(subs.user?.notificationTimes ?? []),
    ...(subs.organization?.notificationTimes ?? []),
    ...email.notificationTimes,
  ]);
  return [...minutes].flatMap((reminderMinutes) => {
    const scheduledFor = new Date(start - reminderMinutes * 60_000);
    if (scheduledFor.getTime() <= now) return [];
    return rowsFor(
      'appointment.reminder',
      subs,
      email,
      { ...context, sendEmail: true },
      { status: 'scheduled', scheduledFor, reminderMinutes },
    );
  });
}

/**
 * Writes the outbox rows an appointment change produces, inside the caller's transaction, so
 * the change and its notifications commit (or roll back) together: the event for every
 * subscriber, the e-mails, the reminders (planned on create, re-planned on a move, dropped on
 * cancel) and the Google Calendar event's sync.
 */
export async function recordAppointmentChange(db: Db, change: AppointmentChange): Promise<void> {
  const {
    event,
    appointment,
    professional,
    rescheduled = false,
    fromGoogle = false,
    now = Date.now(),
  } = change;
  const subs = await findSubscriptions(db, professional.id, professional.organizationId);
  const email: EmailSettings = subs.user ?? DEFAULT_SETTINGS;
  const snapshot = snapshotOf(appointment, professional.name);
  const context = { professional, snapshot };
  const sendEmail = event !== 'appointment.updated' || rescheduled;
  const rows = rowsFor(
    event,
    subs,
    email,
    { ...context, sendEmail },
    { status: 'pending', scheduledFor: new Date(now) },
  );
  if (event === 'appointment.cancelled' || rescheduled) {
    await deletePlannedReminders(db, appointment.id, new Date(now));
  }
  if (event === 'appointment.created' || rescheduled) {
    rows.push(...reminderRows(subs, email, context, now));
  }
  const google = fromGoogle ? null : await googleSyncRow(db, professional, snapshot, event, now);
  if (google) rows.push(google);
  await insertWebhookLogs(db, rows);
}

export type { Subscriptions };

/**
 * Re-plans one appointment's reminders from the given settings (settings saved, reprocess-all):
 * planned ones are dropped and written again; sent ones stay and are not doubled.
 */
export async function replanReminders(
  db: Db,
  appointment: SnapshotSource,
  professional: ProfessionalRef,
  subs: Subscriptions,
  now = Date.now(),
): Promise<number> {
  const email: EmailSettings = subs.user ?? DEFAULT_SETTINGS;
  const snapshot = snapshotOf(appointment, professional.name);
  await deletePlannedReminders(db, appointment.id, new Date(now));
  return insertWebhookLogs(db, reminderRows(subs, email, { professional, snapshot }, now));
}
