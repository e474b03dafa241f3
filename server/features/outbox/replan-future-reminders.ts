import type { Db } from '../../db/client.ts';
import { findSubscriptions } from '../notifications/notification-settings.repository.ts';
import { whatsappActive } from '../whatsapp/whatsapp-active.ts';
import { listFutureAppointments } from './future-appointments.repository.ts';
import { type Subscriptions, replanReminders } from './record-appointment-change.ts';

/**
 * Rebuilds the reminders of every appointment still ahead, of one professional or of the whole
 * organization, from the current settings, without doubling any; returns how many were planned.
 */
export async function replanFutureReminders(
  db: Db,
  scope: { organizationId: string; userId?: string },
  now = Date.now(),
): Promise<number> {
  const upcoming = await listFutureAppointments(db, scope, new Date(now));
  const settingsOf = new Map<string, Subscriptions>();
  const whatsapp = upcoming.length ? await whatsappActive(db, scope.organizationId) : false;
  let planned = 0;
  for (const { appointment, professional } of upcoming) {
    let subs = settingsOf.get(professional.id);
    if (!subs) {
      subs = await findSubscriptions(db, professional.id, professional.organizationId);
      settingsOf.set(professional.id, subs);
    }
    planned += await replanReminders(db, appointment, professional, { subs, whatsapp }, now);
  }
  return planned;
}
