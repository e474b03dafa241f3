import type { calendar_v3 } from '@googleapis/calendar';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../../realtime/event-bus.ts';
import { deleteAppointment } from '../../appointments/delete-appointment.ts';
import { updateAppointment } from '../../appointments/update-appointment.ts';
import type { Actor } from '../../../kernel/actor.ts';
import { type GoogleDeps, withConnectedGoogle } from './connected-google.ts';
import { calendarApi } from './google-client.ts';
import { appointmentIdOf } from './appointment-id-of.ts';
import { googleStatusOf } from './google-event-calls.ts';
import {
  findOwnAppointment,
  findPullingUser,
  findSyncToken,
  saveSyncToken,
} from './google-pull.repository.ts';

const DAY_MS = 24 * 3_600_000;

export interface PullDeps extends GoogleDeps {
  events: EventBus;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}

export interface PullResult {
  /** Events Google reported as changed. */
  seen: number;
  moved: number;
  cancelled: number;
  /** The pull started over without a sync token (first run, or Google answered 410). */
  full: boolean;
}

/** Every changed event since `syncToken` (or from yesterday on, without one) and the next token. */
async function listChanges(
  api: calendar_v3.Calendar,
  calendarId: string,
  syncToken: string | null,
  now: number,
) {
  const items: calendar_v3.Schema$Event[] = [];
  let pageToken: string | undefined;
  for (;;) {
    const { data } = await api.events.list({
      calendarId,
      singleEvents: true,
      showDeleted: true,
      maxResults: 250,
      ...(syncToken ? { syncToken } : { timeMin: new Date(now - DAY_MS).toISOString() }),
      ...(pageToken ? { pageToken } : {}),
    });
    items.push(...(data.items ?? []));
    if (data.nextPageToken) {
      pageToken = data.nextPageToken;
      continue;
    }
    return { items, nextSyncToken: data.nextSyncToken ?? null };
  }
}

/**
 * Pulls the changes made in a professional's Google Calendar to their appointments: a moved
 * event moves the appointment and a cancelled one deletes it, through the same use cases as in
 * the app (audit, e-mails, webhooks, live updates), without writing a Google row back. Events
 * that are not ours are ignored. `connectionDb` writes the sync token (the locking transaction).
 */
export async function pullGoogleChanges(
  deps: PullDeps,
  userId: string,
  connectionDb = deps.db,
): Promise<PullResult> {
  const now = deps.now?.() ?? Date.now();
  const user = await findPullingUser(deps.db, userId);
  const stored = await findSyncToken(connectionDb, userId);
  if (!user || !stored) return { seen: 0, moved: 0, cancelled: 0, full: false };
  const { items, nextSyncToken, full } = await withConnectedGoogle(
    { ...deps, db: connectionDb },
    { userId },
    async (google) => {
      const api = calendarApi(google.settings, google.auth);
      const calendarId = google.connection.calendarId ?? 'primary';
      try {
        const changes = await listChanges(api, calendarId, stored.syncToken, now);
        return { ...changes, full: !stored.syncToken };
      } catch (error) {
        if (googleStatusOf(error) !== 410 || !stored.syncToken) throw error;
        // The token expired: Google wants a full sync.
        return { ...(await listChanges(api, calendarId, null, now)), full: true };
      }
    },
  );

  const actor: Actor = {
    userId: user.id,
    organizationId: user.organizationId,
    role: user.role,
    sessionId: 'google-sync',
    via: 'google',
  };
  const result: PullResult = { seen: items.length, moved: 0, cancelled: 0, full };
  for (const event of items) {
    const appointmentId = appointmentIdOf(event);
    if (!appointmentId) continue;
    const appointment = await findOwnAppointment(deps.db, userId, appointmentId);
    if (!appointment) continue;
    try {
      if (event.status === 'cancelled') {
        await deleteAppointment(deps.db, { actor, id: appointment.id, events: deps.events });
        result.cancelled++;
        continue;
      }
      const start = event.start?.dateTime ? new Date(event.start.dateTime) : null;
      const end = event.end?.dateTime ? new Date(event.end.dateTime) : null;
      if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) continue;
      const moved =
        start.getTime() !== appointment.startTime.getTime() ||
        end.getTime() !== appointment.endTime.getTime();
      if (!moved) continue;
      await updateAppointment(deps.db, {
        actor,
        id: appointment.id,
        input: { startTime: start, endTime: end, notes: undefined },
        events: deps.events,
        now,
      });
      result.moved++;
    } catch (error) {
      // A move the agenda refuses (outside hours, full) stays as it is here; the next edit in
      // the app puts Google back in line.
      deps.log?.warn({ err: error, appointmentId }, 'google pull: change not applied');
    }
  }
  await saveSyncToken(connectionDb, userId, nextSyncToken);
  return result;
}
