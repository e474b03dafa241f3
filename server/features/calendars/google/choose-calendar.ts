import { AppError } from '@core/app-error.ts';
import { googleMessages } from '@core/messages.ts';
import type { ChooseGoogleCalendarInput } from '@core/schemas/google.ts';
import { auditChange } from '../../audit/audit-change.ts';
import type { Actor } from '../../../kernel/actor.ts';
import { type GoogleDeps, withConnectedGoogle } from './connected-google.ts';
import { listGoogleCalendars } from './google-client.ts';
import { setGoogleCalendar } from './google.repository.ts';

/** Picks the calendar new events go to; it must be one the account can write to. */
export async function chooseCalendar(
  deps: GoogleDeps,
  { actor, input }: { actor: Actor; input: ChooseGoogleCalendarInput },
) {
  const { connection, calendars } = await withConnectedGoogle(deps, actor, async (google) => ({
    connection: google.connection,
    calendars: await listGoogleCalendars(google.settings, google.auth),
  }));
  const chosen = calendars.find((entry) => entry.id === input.calendarId);
  if (!chosen) {
    throw new AppError('VALIDATION', googleMessages.calendarNotFound, {
      calendarId: googleMessages.calendarNotFound,
    });
  }
  const calendar = { calendarId: chosen.id, calendarName: chosen.summary };
  await deps.db.transaction(async (tx) => {
    await setGoogleCalendar(tx, actor.userId, calendar);
    await auditChange(tx, actor, {
      entity: 'google_connection',
      entityId: actor.userId,
      before: { calendarId: connection.calendarId, calendarName: connection.calendarName },
      after: calendar,
    });
  });
  return { calendarName: chosen.summary };
}
