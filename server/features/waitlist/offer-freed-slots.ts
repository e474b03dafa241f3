import { WAITLIST_HOLD_MINUTES } from '@core/constants.ts';
import { zonedDateTime } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import { insertWebhookLogs } from '../outbox/webhook-logs.repository.ts';
import { findBookingTarget, lockUserRow } from '../users/users.repository.ts';
import { whatsappActive } from '../whatsapp/whatsapp-active.ts';
import { dayFreeSlots } from './day-free-slots.ts';
import { listWaitingEntries, updateEntry, type WaitlistEntryRow } from './waitlist.repository.ts';
import { waitlistOfferRows } from './waitlist-offer-rows.ts';

/**
 * Offers the times that are free on dates with waiting clients: per date, the first in line whose
 * service fits a free slot gets it, held for WAITLIST_HOLD_MINUTES, with an e-mail (and a WhatsApp
 * message when the office sends them) through the outbox. The professional's row is locked, so
 * two passes (two events, two instances) never offer one time twice. Returns how many it offered.
 */
export async function offerFreedSlots(
  db: Db,
  { userId, events, now = Date.now() }: { userId: string; events: EventBus; now?: number },
): Promise<number> {
  const target = await findBookingTarget(db, userId);
  if (!target) return 0;
  const today = zonedDateTime(now, target.timezone).date;
  const offered = await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const waiting = await listWaitingEntries(tx, userId, today);
    const whatsapp = waiting.length > 0 && (await whatsappActive(tx, target.organizationId));
    let count = 0;
    const datesDone = new Set<string>();
    for (const entry of waiting) {
      if (datesDone.has(`${entry.date}|${entry.productId}`)) continue;
      const made = await offerTo(tx, target, entry, { now, whatsapp });
      if (made) count++;
      // No room for this one: none for a later entry of the same date and service either.
      else datesDone.add(`${entry.date}|${entry.productId}`);
    }
    return count;
  });
  if (offered) await scheduleChanged(events, target.organizationId, userId);
  return offered;
}

async function offerTo(
  tx: Db,
  professional: NonNullable<Awaited<ReturnType<typeof findBookingTarget>>>,
  entry: WaitlistEntryRow,
  { now, whatsapp }: { now: number; whatsapp: boolean },
): Promise<boolean> {
  const [slot] = await dayFreeSlots(tx, professional, {
    date: entry.date,
    productId: entry.productId,
    now,
  });
  if (!slot) return false;
  await updateEntry(tx, entry.id, {
    status: 'offered',
    offerStart: new Date(slot.start),
    offerEnd: new Date(slot.end),
    offerExpiresAt: new Date(now + WAITLIST_HOLD_MINUTES * 60_000),
    offerTokenHash: null,
    offerWhatsappTokenHash: null,
  });
  await insertWebhookLogs(tx, waitlistOfferRows(entry, { whatsapp }));
  return true;
}
