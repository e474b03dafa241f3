import type { calendar_v3 } from '@googleapis/calendar';
import { zonedInstant } from '@core/scheduling/local-date.ts';
import type { BusyInterval } from '@core/scheduling/slots.ts';
import { appointmentIdOf } from './appointment-id-of.ts';
import { blockIdOf } from './block-event-id.ts';
import { type GoogleDeps, withConnectedGoogle } from './connected-google.ts';
import { calendarApi } from './google-client.ts';

const PAGE_SIZE = 250;
/** A calendar with more events than this in the range is read in part (the first 1,000). */
const MAX_PAGES = 4;

/**
 * The busy span of a Google event that is not ours, or null (ours: an appointment's or a block's,
 * which the agenda counts already; free, cancelled, undated).
 */
export function foreignBusySpan(
  event: calendar_v3.Schema$Event,
  timeZone: string,
): BusyInterval | null {
  if (event.status === 'cancelled' || event.transparency === 'transparent') return null;
  if (appointmentIdOf(event) || blockIdOf(event)) return null;
  const at = (time: calendar_v3.Schema$EventDateTime | undefined) => {
    if (time?.dateTime) return Date.parse(time.dateTime);
    // An all-day event marked busy covers whole days of the professional's wall clock.
    return time?.date ? (zonedInstant(time.date, 0, time.timeZone ?? timeZone) ?? NaN) : NaN;
  };
  const start = at(event.start);
  const end = at(event.end);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  return { start, end };
}

/**
 * The professional's busy times in their chosen Google calendar that our own events (appointments
 * and blocks) do not explain, sorted by start. Read from events.list, not free/busy: free/busy cannot tell the
 * events we wrote for our appointments (already counted by us) from the professional's own.
 * One try per page within `timeoutMs`, no retries: a screen or a booking waits on it.
 */
export async function readForeignBusy(
  deps: GoogleDeps,
  professional: { userId: string; timezone: string },
  range: { from: Date; to: Date },
  timeoutMs: number,
): Promise<BusyInterval[]> {
  return withConnectedGoogle(deps, { userId: professional.userId }, async (google) => {
    const api = calendarApi(google.settings, google.auth);
    const busy: BusyInterval[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const { data } = await api.events.list(
        {
          calendarId: google.connection.calendarId ?? 'primary',
          timeMin: range.from.toISOString(),
          timeMax: range.to.toISOString(),
          singleEvents: true,
          maxResults: PAGE_SIZE,
          ...(pageToken ? { pageToken } : {}),
        },
        { timeout: timeoutMs, retry: false },
      );
      for (const event of data.items ?? []) {
        const span = foreignBusySpan(event, professional.timezone);
        if (span) busy.push(span);
      }
      pageToken = data.nextPageToken ?? undefined;
      if (!pageToken) break;
    }
    return busy.sort((a, b) => a.start - b.start);
  });
}
