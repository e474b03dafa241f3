import type { NewWebhookLog } from '../outbox/webhook-logs.repository.ts';
import type { WaitlistEntryRow } from './waitlist.repository.ts';

export const WAITLIST_OFFER_EMAIL = 'waitlist.offer';

export interface WaitlistOfferPayload {
  event: typeof WAITLIST_OFFER_EMAIL;
  waitlist: { entryId: string };
}

/**
 * The outbox row of an offer's e-mail. It names the entry only: the link's secret is made when
 * the e-mail is written (its hash kept on the entry), so it never sits in the outbox.
 */
export function waitlistOfferRows(entry: WaitlistEntryRow): NewWebhookLog[] {
  const payload: WaitlistOfferPayload = {
    event: WAITLIST_OFFER_EMAIL,
    waitlist: { entryId: entry.id },
  };
  return [
    {
      organizationId: entry.organizationId,
      userId: entry.userId,
      eventType: WAITLIST_OFFER_EMAIL,
      channel: 'email',
      subscriber: 'client',
      status: 'pending',
      url: entry.clientEmail,
      payload,
    },
  ];
}
