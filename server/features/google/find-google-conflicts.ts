import type { calendar_v3 } from '@googleapis/calendar';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../core/app-error.ts';
import { messages } from '../../../core/messages.ts';
import type { GoogleConflictsDto } from '../../../core/schemas/google.ts';
import { zonedInstant } from '../../../core/scheduling/local-date.ts';
import type { BusyInterval } from '../../../core/scheduling/slots.ts';
import { listAppointments } from '../appointments/list-appointments.ts';
import type { Actor } from '../auth/actor.ts';
import { type GoogleDeps, withConnectedGoogle } from './connected-google.ts';
import { calendarApi } from './google-client.ts';
import { listConflictCheckedProfessionals } from './google.repository.ts';
import { googleSettings } from './google-settings.ts';
import { appointmentIdOf } from './pull-google-changes.ts';

const MAX_RANGE_MS = 62 * 86_400_000;
const TIMEOUT_MS = 3_000;
const MAX_PAGES = 4;

export interface ConflictDeps extends GoogleDeps {
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface ConflictQuery {
  actor: Actor;
  from: Date;
  to: Date;
  userId?: string;
}

/** The busy span of a Google event that is not ours, or null (ours, free, cancelled, undated). */
export function foreignBusySpan(
  event: calendar_v3.Schema$Event,
  timeZone: string,
): BusyInterval | null {
  if (event.status === 'cancelled' || event.transparency === 'transparent') return null;
  if (appointmentIdOf(event)) return null;
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

/** The professional's busy times in Google that our own events do not explain. */
async function readForeignBusy(
  deps: GoogleDeps,
  professional: { userId: string; timezone: string },
  range: { from: Date; to: Date },
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
          maxResults: 250,
          ...(pageToken ? { pageToken } : {}),
        },
        // A screen waits on this: one try, no retries; the next refresh asks again.
        { timeout: TIMEOUT_MS, retry: false },
      );
      for (const event of data.items ?? []) {
        const span = foreignBusySpan(event, professional.timezone);
        if (span) busy.push(span);
      }
      pageToken = data.nextPageToken ?? undefined;
      if (!pageToken) break;
    }
    return busy;
  });
}

/**
 * The appointments of an agenda range that overlap a busy time in their professional's Google
 * Calendar, other than the events we wrote for our own appointments. Read from events.list, not
 * free/busy, because free/busy cannot tell our events from the professional's. A calendar that
 * cannot be read now is reported as unavailable; the agenda itself never waits on Google.
 */
export async function findGoogleConflicts(
  deps: ConflictDeps,
  { actor, from, to, userId }: ConflictQuery,
): Promise<GoogleConflictsDto> {
  if (to <= from) throw new AppError('VALIDATION', messages.appointments.invalidRange);
  if (to.getTime() - from.getTime() > MAX_RANGE_MS) {
    throw new AppError('VALIDATION', messages.google.conflictsRangeTooLong);
  }
  const appointments = await listAppointments(deps.db, { actor, from, to, userId });
  if (!googleSettings(deps.config) || appointments.length === 0) {
    return { conflicts: [], unavailable: [] };
  }
  const owners = [...new Set(appointments.map((appointment) => appointment.userId))];
  const checked = await listConflictCheckedProfessionals(deps.db, actor.organizationId, owners);
  // Whole days around the range, so an all-day event at either edge is seen.
  const wide = {
    from: new Date(from.getTime() - 86_400_000),
    to: new Date(to.getTime() + 86_400_000),
  };
  const unavailable: string[] = [];
  const busyBy = new Map<string, BusyInterval[]>();
  await Promise.all(
    checked.map(async (professional) => {
      try {
        busyBy.set(professional.userId, await readForeignBusy(deps, professional, wide));
      } catch (error) {
        unavailable.push(professional.userId);
        deps.log.warn({ err: error, userId: professional.userId }, 'Google conflicts unavailable');
      }
    }),
  );
  const conflicts = appointments
    .filter((appointment) => {
      const start = new Date(appointment.startTime).getTime();
      const end = new Date(appointment.endTime).getTime();
      return (busyBy.get(appointment.userId) ?? []).some((b) => b.start < end && b.end > start);
    })
    .map((appointment) => ({ appointmentId: appointment.id, userId: appointment.userId }));
  return { conflicts, unavailable };
}
