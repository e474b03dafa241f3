import { isStatusEvent } from '@core/constants.ts';
import { CALENDAR_SYNC_CHANNEL } from '@core/schemas/notifications.ts';
import type { OutboxChannel } from '../../outbox-channel.ts';
import { calendarRowFor, calendarSyncTarget } from './calendar-sync-row.ts';
import { loadCurrentCalendarEvents, withCurrentCalendarEvent } from './current-calendar-event.ts';
import { syncCalendarEvent } from './sync-calendar-event.ts';

type Target = Awaited<ReturnType<typeof calendarSyncTarget>>;

/**
 * Calendar sync: the professional's calendar (through its provider) gets every change of their
 * appointments (no reminders), unless the change came from it. The other channels' rows written
 * before the appointment's event existed go out with its id and meeting link.
 */
export const calendarChannel: OutboxChannel<Target> = {
  readAudience: async (db, professional, { origin, remindersOnly }) =>
    origin === CALENDAR_SYNC_CHANNEL || remindersOnly ? null : calendarSyncTarget(db, professional),
  audienceFromProfessionalRow: true,

  rows: ({ event, professional, snapshot, timing }, target) => {
    // A status (decision 083) changes nothing of the calendar's event.
    if (event === 'appointment.reminder' || isStatusEvent(event)) return [];
    const row = calendarRowFor(
      target,
      professional,
      snapshot,
      event,
      timing.scheduledFor.getTime(),
    );
    return row ? [row] : [];
  },

  refresh: {
    load: loadCurrentCalendarEvents,
    apply: (row, events) => withCurrentCalendarEvent(row, events as never),
  },

  deliver: (deps, row) => syncCalendarEvent(deps, row),
};
