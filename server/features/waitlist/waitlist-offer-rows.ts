import type { WaitlistOfferChannel } from '@core/schemas/waitlist.ts';
import type { NewWebhookLog } from '../outbox/webhook-logs.repository.ts';
import type { WaitlistEntryRow } from './waitlist.repository.ts';

/** The event of an offer's rows: its e-mail, and its WhatsApp message when the office sends them. */
export const WAITLIST_OFFER_EVENT = 'waitlist.offer';

export interface WaitlistOfferPayload {
  event: typeof WAITLIST_OFFER_EVENT;
  waitlist: { entryId: string };
}

/**
 * The channels of a client's offer: its e-mail and, when the office has WhatsApp active and the
 * client gave a phone, a WhatsApp template message. The join answers them (the form tells the
 * client) and the offer writes a row for each.
 */
export const waitlistOfferChannels = (
  clientPhone: string | null,
  { whatsapp }: { whatsapp: boolean },
): WaitlistOfferChannel[] => (whatsapp && clientPhone ? ['whatsapp', 'email'] : ['email']);

/**
 * The outbox rows of an offer, one per channel (waitlistOfferChannels). They name the entry only:
 * each link's secret is made when its message is written (its hash kept on the entry), so it
 * never sits in the outbox.
 */
export function waitlistOfferRows(
  entry: WaitlistEntryRow,
  { whatsapp = false }: { whatsapp?: boolean } = {},
): NewWebhookLog[] {
  const payload: WaitlistOfferPayload = {
    event: WAITLIST_OFFER_EVENT,
    waitlist: { entryId: entry.id },
  };
  return waitlistOfferChannels(entry.clientPhone, { whatsapp }).map((channel) => ({
    organizationId: entry.organizationId,
    userId: entry.userId,
    eventType: WAITLIST_OFFER_EVENT,
    channel,
    subscriber: 'client',
    status: 'pending',
    url: channel === 'email' ? entry.clientEmail : (entry.clientPhone ?? ''),
    payload,
  }));
}
