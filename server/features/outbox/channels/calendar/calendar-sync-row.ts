import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@core/constants.ts';
import { CALENDAR_SYNC_CHANNEL } from '@core/schemas/notifications.ts';
import type { Db } from '@server/db/client.ts';
import {
  type AppointmentSnapshot,
  type SnapshotSource,
  snapshotOf,
} from '../../notification-payload.ts';
import type { NewWebhookLog } from '../../webhook-logs.repository.ts';
import { findCalendarSyncTarget } from '../../../calendars/calendar-connections.ts';

/**
 * The outbox row that carries an appointment change to the professional's calendar, when they
 * have a live connection with calendar sync on; written in the change's transaction, so the
 * calendar being down never blocks or loses a booking (the row is retried).
 */
export async function calendarSyncRow(
  db: Db,
  professional: CalendarSyncProfessional,
  snapshot: AppointmentSnapshot,
  event: Exclude<WebhookEvent, 'appointment.reminder'>,
  now: number,
): Promise<NewWebhookLog | null> {
  const target = await calendarSyncTarget(db, professional);
  return calendarRowFor(target, professional, snapshot, event, now);
}

interface CalendarSyncProfessional {
  id: string;
  organizationId: string;
  calendarSync?: boolean;
  /** Given when the caller's locked read already has it: no query. */
  liveCalendarId?: string | null;
}

/** The calendar a professional's changes go to (live connection, sync on), or null. */
export async function calendarSyncTarget(
  db: Db,
  professional: CalendarSyncProfessional,
): Promise<{ calendarId: string } | null> {
  const known = professional.liveCalendarId;
  if (known === undefined) return findCalendarSyncTarget(db, professional.id);
  return known && professional.calendarSync ? { calendarId: known } : null;
}

/** The calendar-sync row of a change for a target read by `calendarSyncTarget`. */
export function calendarRowFor(
  target: { calendarId: string } | null,
  professional: { id: string; organizationId: string },
  snapshot: AppointmentSnapshot,
  event: Exclude<WebhookEvent, 'appointment.reminder'>,
  now: number,
): NewWebhookLog | null {
  if (!target) return null;
  return {
    organizationId: professional.organizationId,
    userId: professional.id,
    appointmentId: snapshot.appointmentId,
    eventId: randomUUID(),
    eventType: event,
    channel: CALENDAR_SYNC_CHANNEL,
    subscriber: 'professional',
    url: target.calendarId,
    payload: { event, data: snapshot },
    status: 'pending',
    scheduledFor: new Date(now),
    nextAttemptAt: new Date(now),
  };
}

/**
 * An appointment handed to another professional leaves the previous one's calendar: a delete row
 * for their event (when they sync a calendar), written in the reassignment's transaction.
 */
export async function calendarRemovalRow(
  db: Db,
  previous: { id: string; organizationId: string; name: string },
  appointment: SnapshotSource,
  now: number,
): Promise<NewWebhookLog | null> {
  if (!appointment.calendarEventId) return null;
  const snapshot = snapshotOf(appointment, previous.name);
  return calendarSyncRow(db, previous, snapshot, 'appointment.cancelled', now);
}
