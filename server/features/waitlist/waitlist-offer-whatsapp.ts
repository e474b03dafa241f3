import { formatDateIn, formatTimeOfInstant } from '@core/scheduling/format-instant.ts';
import type { Db } from '../../db/client.ts';
import type { ClaimedRow } from '../outbox/webhook-logs.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { issueOfferLink } from './offer-link.ts';
import type { WaitlistOfferPayload } from './waitlist-offer-rows.ts';

/**
 * The body parameters of an offer's WhatsApp template ('waitlistOffer'), in order: the client's
 * name, the date (dd/MM/yyyy) and time (HH:mm) in the professional's zone, the professional and
 * the offer's private link, made now (its own secret). Undefined once the offer is gone.
 */
export async function waitlistOfferParameters(db: Db, row: ClaimedRow, baseUrl: string) {
  const { entryId } = (row.payload as WaitlistOfferPayload).waitlist;
  const link = await issueOfferLink(db, { entryId, channel: 'whatsapp', baseUrl });
  if (!link) return undefined;
  const { entry, url } = link;
  const professional = await findUserById(db, entry.userId);
  const zone = professional?.timezone ?? 'America/Sao_Paulo';
  return [
    entry.clientName,
    formatDateIn(entry.offerStart.getTime(), zone),
    formatTimeOfInstant(entry.offerStart.getTime(), zone),
    professional?.name ?? '',
    url,
  ];
}
