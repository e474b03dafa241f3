import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { googleConnections } from '../../../db/schema.ts';
import type { GoogleSettings } from './google-settings.ts';
import { decryptToken, encryptToken, openSealedToken } from './token-cipher.ts';

type Keys = Pick<GoogleSettings, 'tokenKey' | 'previousTokenKeys'>;

/** A sealed token under the current key: as it is if it already was, re-sealed otherwise. */
function resealed(keys: Keys, sealed: string | null): { value: string | null; changed: boolean } {
  if (sealed === null) return { value: null, changed: false };
  try {
    decryptToken(keys.tokenKey, sealed);
    return { value: sealed, changed: false };
  } catch {
    return { value: encryptToken(keys.tokenKey, openSealedToken(keys, sealed)), changed: true };
  }
}

/**
 * After GOOGLE_TOKEN_KEY changes (the old key in GOOGLE_TOKEN_KEY_PREVIOUS), re-seals every
 * stored Google token with the current key, so the old one can be dropped. Idempotent, so every
 * instance may run it at start; a token no key opens is left alone (its connection will ask to
 * reconnect) and counted.
 */
export async function rekeyGoogleTokens(db: Db, keys: Keys) {
  const counts = { rekeyed: 0, current: 0, unreadable: 0 };
  const rows = await db
    .select({
      userId: googleConnections.userId,
      accessToken: googleConnections.accessToken,
      refreshToken: googleConnections.refreshToken,
    })
    .from(googleConnections);
  for (const row of rows) {
    try {
      const access = resealed(keys, row.accessToken);
      const refresh = resealed(keys, row.refreshToken);
      if (!access.changed && !refresh.changed) {
        counts.current++;
        continue;
      }
      await db
        .update(googleConnections)
        .set({ accessToken: access.value, refreshToken: refresh.value })
        .where(eq(googleConnections.userId, row.userId));
      counts.rekeyed++;
    } catch {
      counts.unreadable++;
    }
  }
  return counts;
}
