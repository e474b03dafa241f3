import type { calendar_v3 } from '@googleapis/calendar';
import type { Db } from '../../../db/client.ts';
import type { CalendarChange, CalendarChanges } from '../calendar-provider.ts';
import { type GoogleDeps, withConnectedGoogle } from './connected-google.ts';
import { calendarApi } from './google-client.ts';
import { appointmentIdOf } from './appointment-id-of.ts';
import { googleStatusOf } from './google-event-calls.ts';
import { findSyncToken, saveSyncToken } from './google-pull.repository.ts';

const DAY_MS = 24 * 3_600_000;

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

const validDate = (dateTime: string | null | undefined) => {
  const date = dateTime ? new Date(dateTime) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * An appointment's event that was cancelled or has a time; others are left out, a block's too
 * (decision 076: the next edit of the block in the app puts its event back).
 */
function changeOf(event: calendar_v3.Schema$Event): CalendarChange | null {
  const appointmentId = appointmentIdOf(event);
  if (!appointmentId) return null;
  if (event.status === 'cancelled') return { appointmentId, kind: 'cancelled' };
  const start = validDate(event.start?.dateTime);
  const end = validDate(event.end?.dateTime);
  return start && end ? { appointmentId, kind: 'moved', start, end } : null;
}

/**
 * The changes in the professional's Google Calendar since the stored sync token (Google's 410
 * starts over), or null without a connection; `commit` stores the next token.
 */
export async function googleChanges(
  deps: GoogleDeps,
  userId: string,
  connectionDb: Db,
  now: number,
): Promise<CalendarChanges | null> {
  const stored = await findSyncToken(connectionDb, userId);
  if (!stored) return null;
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
  return {
    seen: items.length,
    changes: items.flatMap((event) => changeOf(event) ?? []),
    full,
    commit: () => saveSyncToken(connectionDb, userId, nextSyncToken),
  };
}
