import type { Db } from '../../db/client.ts';
import { generateSessionToken, hashSessionToken } from '../auth/session-token.ts';
import { lockEntry, updateEntry } from './waitlist.repository.ts';

/** The offer link's page: {base}/lista-de-espera/{token}. */
export const waitlistOfferUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/lista-de-espera/${token}`;

/**
 * Makes the secret of an offer's link for one channel, when its message is written, and keeps
 * only its hash on the entry (each channel its own column, so both links book the offer). The
 * entry must still hold its offer: an expired or declined one gets no link (undefined).
 */
export async function issueOfferLink(
  db: Db,
  {
    entryId,
    channel,
    baseUrl,
  }: { entryId: string; channel: 'email' | 'whatsapp'; baseUrl: string },
) {
  const token = generateSessionToken();
  const hash = hashSessionToken(token);
  const entry = await db.transaction(async (tx) => {
    const locked = await lockEntry(tx, entryId);
    if (locked?.status !== 'offered') return undefined;
    return updateEntry(
      tx,
      entryId,
      channel === 'email' ? { offerTokenHash: hash } : { offerWhatsappTokenHash: hash },
    );
  });
  if (!entry?.offerStart || !entry.offerExpiresAt) return undefined;
  return {
    entry: { ...entry, offerStart: entry.offerStart, offerExpiresAt: entry.offerExpiresAt },
    url: waitlistOfferUrl(baseUrl, token),
  };
}
