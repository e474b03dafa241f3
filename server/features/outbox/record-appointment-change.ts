import type { WebhookEvent } from '@core/constants.ts';
import type { Db } from '../../db/client.ts';
import { googleRowFor } from './channels/google/google-sync-row.ts';
import {
  DEFAULT_SETTINGS,
  type SettingsRow,
} from '../notifications/notification-settings.repository.ts';
import { type ChangeAudience, type Subscriptions, readChangeAudience } from './change-audience.ts';
import {
  type AppointmentSnapshot,
  type SnapshotSource,
  type StoredPayload,
  snapshotOf,
} from './notification-payload.ts';
import {
  type PeopleChannels,
  type ProfessionalRef,
  type RowTiming,
  outboxRow,
  peopleRows,
} from './outbox-row.ts';
import {
  type NewWebhookLog,
  deletePlannedReminders,
  insertWebhookLogs,
} from './webhook-logs.repository.ts';

export interface AppointmentChange {
  event: Exclude<WebhookEvent, 'appointment.reminder'>;
  appointment: SnapshotSource;
  professional: ProfessionalRef;
  /** The time (or professional) changed: reminders are re-planned and a change e-mail goes out. */
  rescheduled?: boolean;
  /** The change came from Google Calendar: no 'google' row is written back. */
  fromGoogle?: boolean;
  /** A move: the times it had before, told to subscribers beside the new ones. */
  previous?: { startTime: Date; endTime: Date };
  now?: number;
}

/**
 * The appointment as a change's rows describe it: SPEC's payload, with whose agenda it is in,
 * that professional's zone, and (a move) the times it had before.
 */
function changeSnapshot(change: AppointmentChange): AppointmentSnapshot {
  const { appointment, professional, previous } = change;
  const moved =
    previous &&
    (previous.startTime.getTime() !== appointment.startTime.getTime() ||
      previous.endTime.getTime() !== appointment.endTime.getTime());
  return {
    ...snapshotOf(appointment, professional.name),
    professionalId: professional.id,
    timeZone: professional.timezone,
    ...(moved
      ? {
          previousStartTime: previous.startTime.toISOString(),
          previousEndTime: previous.endTime.toISOString(),
        }
      : {}),
  };
}

/** Every webhook subscription of a change, with who it is for in the log. */
function webhookSubscriptions(subs: Subscriptions) {
  return [
    { subscriber: 'user' as const, settings: subs.user },
    { subscriber: 'organization' as const, settings: subs.organization },
    ...subs.api.map((settings) => ({ subscriber: 'subscription' as const, settings })),
  ];
}

function wants(settings: SettingsRow | undefined, event: WebhookEvent): settings is SettingsRow {
  return Boolean(
    settings?.webhookNotificationsEnabled &&
    settings.webhookUrl &&
    settings.webhookEvents.includes(event),
  );
}

/** The rows one event (or one reminder time) produces for every subscriber that wants it. */
function rowsFor(
  event: WebhookEvent,
  subs: Subscriptions,
  people: PeopleChannels,
  context: { professional: ProfessionalRef; snapshot: AppointmentSnapshot; sendEmail: boolean },
  timing: RowTiming,
): NewWebhookLog[] {
  const { professional, snapshot } = context;
  const { reminderMinutes } = timing;
  const data = reminderMinutes === undefined ? snapshot : { ...snapshot, reminderMinutes };
  const payload: StoredPayload = { event, data, ...(reminderMinutes ? { reminderMinutes } : {}) };
  const rows: NewWebhookLog[] = [];
  for (const { subscriber, settings } of webhookSubscriptions(subs)) {
    if (!wants(settings, event)) continue;
    if (reminderMinutes && !settings.notificationTimes.includes(reminderMinutes)) continue;
    rows.push(
      outboxRow(professional, snapshot, {
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
  return [...rows, ...peopleRows(event, people, context, timing, payload)];
}

/** Every reminder row still ahead of `now`, for each subscriber's reminder times. */
function reminderRows(
  subs: Subscriptions,
  people: PeopleChannels,
  context: { professional: ProfessionalRef; snapshot: AppointmentSnapshot },
  now: number,
): NewWebhookLog[] {
  const start = Date.parse(context.snapshot.startTime);
  const minutes = new Set([
    ...webhookSubscriptions(subs).flatMap(({ settings }) => settings?.notificationTimes ?? []),
    ...people.email.notificationTimes,
  ]);
  return [...minutes].flatMap((reminderMinutes) => {
    const scheduledFor = new Date(start - reminderMinutes * 60_000);
    if (scheduledFor.getTime() <= now) return [];
    return rowsFor(
      'appointment.reminder',
      subs,
      people,
      { ...context, sendEmail: true },
      { status: 'scheduled', scheduledFor, reminderMinutes },
    );
  });
}

/**
 * Writes the outbox rows an appointment change produces, inside the caller's transaction, so
 * the change and its notifications commit (or roll back) together: the event for every
 * subscriber, the e-mails and WhatsApp messages, the reminders (planned on create, re-planned on
 * a move, dropped on cancel) and the Google Calendar event's sync.
 */
export async function recordAppointmentChange(db: Db, change: AppointmentChange): Promise<void> {
  const audience = await readChangeAudience(db, change.professional, change);
  const { event, rescheduled = false, now = Date.now() } = change;
  if (event === 'appointment.cancelled' || rescheduled) {
    await deletePlannedReminders(db, change.appointment.id, new Date(now));
  }
  await insertWebhookLogs(db, appointmentChangeRows(change, audience));
}

/**
 * The outbox rows of a change, for an audience read beforehand (`readChangeAudience`). A create
 * has no planned reminders to drop, so a booking can send these rows along its other writes.
 */
export function appointmentChangeRows(
  change: AppointmentChange,
  { subs, whatsapp, google }: ChangeAudience,
): NewWebhookLog[] {
  const { event, professional, rescheduled = false, now = Date.now() } = change;
  const people: PeopleChannels = { email: subs.user ?? DEFAULT_SETTINGS, whatsapp };
  const snapshot = changeSnapshot(change);
  const context = { professional, snapshot };
  const sendEmail = event !== 'appointment.updated' || rescheduled;
  const rows = rowsFor(
    event,
    subs,
    people,
    { ...context, sendEmail },
    { status: 'pending', scheduledFor: new Date(now) },
  );
  if (event === 'appointment.created' || rescheduled) {
    rows.push(...reminderRows(subs, people, context, now));
  }
  const googleRow = googleRowFor(google, professional, snapshot, event, now);
  if (googleRow) rows.push(googleRow);
  return rows;
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
  settings: { subs: Subscriptions; whatsapp: boolean },
  now = Date.now(),
): Promise<number> {
  const { subs, whatsapp } = settings;
  const people: PeopleChannels = { email: subs.user ?? DEFAULT_SETTINGS, whatsapp };
  const snapshot = {
    ...snapshotOf(appointment, professional.name),
    professionalId: professional.id,
    timeZone: professional.timezone,
  };
  await deletePlannedReminders(db, appointment.id, new Date(now));
  return insertWebhookLogs(db, reminderRows(subs, people, { professional, snapshot }, now));
}
