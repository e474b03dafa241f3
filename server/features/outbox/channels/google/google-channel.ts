import type { OutboxChannel } from '../../outbox-channel.ts';
import { loadCurrentGoogleEvents, withCurrentGoogleEvent } from './current-google-event.ts';
import { syncGoogleEvent } from '../../../google/sync-google-event.ts';
import { googleRowFor, googleSyncTarget } from './google-sync-row.ts';

type Target = Awaited<ReturnType<typeof googleSyncTarget>>;

/**
 * Calendar sync (stored as 'google'): the professional's Google Calendar gets every change of
 * their appointments (no reminders), unless the change came from it. The other channels' rows
 * written before the appointment's event existed go out with its id and Meet link.
 */
export const googleChannel: OutboxChannel<Target> = {
  readAudience: async (db, professional, { origin, remindersOnly }) =>
    origin === 'google' || remindersOnly ? null : googleSyncTarget(db, professional),
  audienceFromProfessionalRow: true,

  rows: ({ event, professional, snapshot, timing }, target) => {
    if (event === 'appointment.reminder') return [];
    const row = googleRowFor(target, professional, snapshot, event, timing.scheduledFor.getTime());
    return row ? [row] : [];
  },

  refresh: {
    load: loadCurrentGoogleEvents,
    apply: (row, events) => withCurrentGoogleEvent(row, events as never),
  },

  deliver: (deps, row) => syncGoogleEvent(deps, row),
};
