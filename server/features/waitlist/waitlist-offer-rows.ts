import type { NewWebhookLog } from '../outbox/webhook-logs.repository.ts';
import type { WaitlistEntryRow } from './waitlist.repository.ts';

/** The event of an offer's rows: its e-mail, and its WhatsApp message when the office sends them. */
export const WAITLIST_OFFER_EVENT = 'waitlist.offer';

export interface WaitlistOfferPayload {
  event: typeof WAITLIST_OFFER_EVENT;
  waitlist: { entryId: string };
}

/**
 * The outbox rows of an offer: its e-mail and, when the office has WhatsApp active and the client
 * gave a phone, its WhatsApp template message. They name the entry only: each link's secret is
 * made when its message is written (its hash kept on the entry), so it never sits in the outbox.
 */
export function waitlistOfferRows(
  entry: WaitlistEntryRow,
  { whatsapp = false }: { whatsapp?: boolean } = {},
): NewWebhookLog[] {
  const payload: WaitlistOfferPayload = {
    event: WAITLIST_OFFER_EVENT,
    waitlist: { entryId: entry.id },
  };
  const byWhatsapp: NewWebhookLog[] =
    whatsapp && entry.clientPhone
      ? [
          {
            organizationId: entry.organizationId,
            userId: entry.userId,
            eventType: WAITLIST_OFFER_EVENT,
            channel: 'whatsapp',
            subscriber: 'client',
            status: 'pending',
            url: entry.clientPhone,
            payload,
          },
        ]
      : [];
  return [
    ...byWhatsapp,
    {
      organizationId: entry.organizationId,
      userId: entry.userId,
      eventType: WAITLIST_OFFER_EVENT,
      channel: 'email',
      subscriber: 'client',
      status: 'pending',
      url: entry.clientEmail,
      payload,
    },
  ];
}
