import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import { offerByToken } from './offer-by-token.ts';
import { expireOffers, updateEntry } from './waitlist.repository.ts';

/**
 * Offers past their hold expire; each freed agenda is announced, and the waitlist listener offers
 * the time to the next in line. Returns how many expired.
 */
export async function expireWaitlistOffers(
  db: Db,
  { events, now = Date.now() }: { events: EventBus; now?: number },
): Promise<number> {
  const expired = await expireOffers(db, new Date(now));
  const agendas = new Map(expired.map((row) => [row.userId, row.organizationId]));
  for (const [userId, organizationId] of agendas) {
    await scheduleChanged(events, organizationId, userId);
  }
  return expired.length;
}

/** The client declines the offered time: it goes to the next in line. */
export async function declineWaitlistOffer(
  db: Db,
  { token, events, now = Date.now() }: { token: string; events: EventBus; now?: number },
): Promise<void> {
  const entry = await db.transaction(async (tx) => {
    const locked = await offerByToken(tx, token, { lock: true, now });
    return updateEntry(tx, locked.id, { status: 'expired' });
  });
  if (entry) await scheduleChanged(events, entry.organizationId, entry.userId);
}
