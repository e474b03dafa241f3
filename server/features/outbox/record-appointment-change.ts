import {
  LATE_CONFIRMATION_MIN_LEAD_MINUTES,
  type WebhookEvent,
  isStatusEvent,
} from '@core/constants.ts';
import type { Db } from '../../db/client.ts';
import type { LogChannel } from '@core/schemas/notifications.ts';
import { type ChangeAudience, readChangeAudience } from './change-audience.ts';
import type { ChangeMoment, OutboxChannels } from './outbox-channel.ts';
import { outboxChannels } from './outbox-channels.ts';
import {
  type AppointmentSnapshot,
  type SeriesRecurrence,
  type SnapshotSource,
  type StoredPayload,
  snapshotOf,
} from './notification-payload.ts';
import { type ProfessionalRef, ownSettings } from './outbox-row.ts';
import {
  type NewWebhookLog,
  deletePlannedReminders,
  insertWebhookLogs,
  webhookLogsInsert,
} from './webhook-logs.repository.ts';

export interface AppointmentChange {
  event: Exclude<WebhookEvent, 'appointment.reminder'>;
  appointment: SnapshotSource;
  professional: ProfessionalRef;
  /** The time (or professional) changed: reminders are re-planned and a change e-mail goes out. */
  rescheduled?: boolean;
  /** The channel the change came from (a pull from the professional's calendar): no row goes back to it. */
  origin?: LogChannel | undefined;
  /** A move: the times it had before, told to subscribers beside the new ones. */
  previous?: { startTime: Date; endTime: Date };
  now?: number;
  /** An occurrence of an unchanged weekly series: its RRULE goes to the .ics (decision 074). */
  recurrence?: SeriesRecurrence | undefined;
}

/**
 * The appointment as a change's rows describe it: SPEC's payload, with whose agenda it is in,
 * that professional's zone, and (a move) the times it had before.
 */
function changeSnapshot(change: AppointmentChange): AppointmentSnapshot {
  const { appointment, professional, previous, recurrence } = change;
  const moved =
    previous &&
    (previous.startTime.getTime() !== appointment.startTime.getTime() ||
      previous.endTime.getTime() !== appointment.endTime.getTime());
  return {
    ...snapshotOf(appointment, professional.name),
    ...(change.event === 'appointment.cancelled' ? { status: 'cancelled' as const } : {}),
    professionalId: professional.id,
    timeZone: professional.timezone,
    ...(recurrence ? { recurrence } : {}),
    ...(moved
      ? {
          previousStartTime: previous.startTime.toISOString(),
          previousEndTime: previous.endTime.toISOString(),
        }
      : {}),
  };
}

/** The rows of one event (or one reminder time), from every channel in the registry's order. */
function rowsFor(
  channels: OutboxChannels,
  audience: ChangeAudience,
  moment: Omit<ChangeMoment, 'payload' | 'subs'>,
): NewWebhookLog[] {
  const { event, snapshot, timing } = moment;
  const { reminderMinutes } = timing;
  const data = reminderMinutes === undefined ? snapshot : { ...snapshot, reminderMinutes };
  const payload: StoredPayload = { event, data, ...(reminderMinutes ? { reminderMinutes } : {}) };
  const full = { ...moment, payload, subs: audience.subs };
  return Object.entries(channels).flatMap(([name, channel]) =>
    channel.rows(full, audience.channels[name]),
  );
}

/** Every reminder row still ahead of `now`, for each reminder time some channel plans. */
function reminderRows(
  channels: OutboxChannels,
  audience: ChangeAudience,
  context: { professional: ProfessionalRef; snapshot: AppointmentSnapshot },
  now: number,
): NewWebhookLog[] {
  const start = Date.parse(context.snapshot.startTime);
  const minutes = new Set(
    Object.entries(channels).flatMap(
      ([name, channel]) => channel.reminderMinutes?.(audience.subs, audience.channels[name]) ?? [],
    ),
  );
  return [...minutes].flatMap((reminderMinutes) => {
    const scheduledFor = new Date(start - reminderMinutes * 60_000);
    if (scheduledFor.getTime() <= now) return [];
    return rowsFor(channels, audience, {
      ...context,
      event: 'appointment.reminder',
      tellsPeople: true,
      timing: { status: 'scheduled', scheduledFor, reminderMinutes },
    });
  });
}

/**
 * The client's 'Confirmar presença' request of an appointment booked (or moved) once its time had
 * passed, sent now when the appointment is still far enough ahead (decision 092). Only the rows
 * that ask the client to confirm: the plain reminders of that time are not sent late.
 */
function lateConfirmationRows(
  channels: OutboxChannels,
  audience: ChangeAudience,
  context: { professional: ProfessionalRef; snapshot: AppointmentSnapshot },
  now: number,
): NewWebhookLog[] {
  const { confirmationMinutes } = ownSettings(audience.subs);
  const ahead = Date.parse(context.snapshot.startTime) - now;
  if (!confirmationMinutes || ahead > confirmationMinutes * 60_000) return [];
  if (ahead < LATE_CONFIRMATION_MIN_LEAD_MINUTES * 60_000) return [];
  const rows = rowsFor(channels, audience, {
    ...context,
    event: 'appointment.reminder',
    tellsPeople: true,
    timing: {
      status: 'scheduled',
      scheduledFor: new Date(now),
      reminderMinutes: confirmationMinutes,
    },
  });
  return rows
    .filter((row) => (row.payload as StoredPayload).askConfirmation)
    .map((row) => ({ ...row, payload: { ...(row.payload as StoredPayload), askedLate: true } }));
}

/**
 * Writes the outbox rows an appointment change produces, inside the caller's transaction, so
 * the change and its notifications commit (or roll back) together: the event for every channel
 * that hears of it, the reminders (planned on create, re-planned on a move, dropped on cancel).
 * The one writer of every change: a create sends `appointmentChangeInsert` along its other
 * writes instead (it has no planned reminders to drop).
 */
export async function recordAppointmentChange(
  db: Db,
  change: AppointmentChange,
  channels: OutboxChannels = outboxChannels,
): Promise<void> {
  const audience = await readChangeAudience(db, change.professional, {
    origin: change.origin,
    channels,
  });
  const { event, rescheduled = false, now = Date.now() } = change;
  if (event === 'appointment.cancelled' || rescheduled) {
    await deletePlannedReminders(db, change.appointment.id, new Date(now));
  }
  await appointmentChangeInsert(db, change, audience, channels);
}

/**
 * The insert of a change's outbox rows, for an audience read beforehand (`readChangeAudience`),
 * as a statement the caller sends (a booking sends it with its other writes); null without rows.
 */
export function appointmentChangeInsert(
  db: Db,
  change: AppointmentChange,
  audience: ChangeAudience,
  channels: OutboxChannels = outboxChannels,
) {
  return webhookLogsInsert(db, appointmentChangeRows(change, audience, channels));
}

/** The outbox rows of a change, for an audience read beforehand. */
export function appointmentChangeRows(
  change: AppointmentChange,
  audience: ChangeAudience,
  channels: OutboxChannels = outboxChannels,
): NewWebhookLog[] {
  const { event, professional, rescheduled = false, now = Date.now() } = change;
  const snapshot = changeSnapshot(change);
  const context = { professional, snapshot };
  const rows = rowsFor(channels, audience, {
    ...context,
    event,
    // A status change (decision 083) is for webhooks and live agendas, not a message to anyone.
    tellsPeople: isStatusEvent(event) ? false : event !== 'appointment.updated' || rescheduled,
    timing: { status: 'pending', scheduledFor: new Date(now) },
  });
  if (event === 'appointment.created' || rescheduled) {
    rows.push(...reminderRows(channels, audience, context, now));
    rows.push(...lateConfirmationRows(channels, audience, context, now));
  }
  return rows;
}

/**
 * Re-plans one appointment's reminders from the given settings (settings saved, reprocess-all):
 * planned ones are dropped and written again; sent ones stay and are not doubled.
 */
export async function replanReminders(
  db: Db,
  appointment: SnapshotSource,
  professional: ProfessionalRef,
  audience: ChangeAudience,
  now = Date.now(),
  channels: OutboxChannels = outboxChannels,
): Promise<number> {
  const snapshot = {
    ...snapshotOf(appointment, professional.name),
    professionalId: professional.id,
    timeZone: professional.timezone,
  };
  await deletePlannedReminders(db, appointment.id, new Date(now));
  const rows = reminderRows(channels, audience, { professional, snapshot }, now);
  return insertWebhookLogs(db, rows);
}
