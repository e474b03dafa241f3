import type { Db } from '../../db/client.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { revokeGrant } from './oauth-grants.repository.ts';
import { findGrantOfToken } from './oauth-tokens.repository.ts';

/**
 * Token revocation (RFC 7009) from the client itself, which is disconnecting: the grant the
 * token (access or refresh) belongs to ends, with every token under it. An unknown token, or
 * one of another client, changes nothing and is answered the same (§2.2).
 */
export async function revokeOAuthToken(
  db: Db,
  { clientId, token, now = new Date() }: { clientId: string; token: string; now?: Date },
): Promise<void> {
  const grant = await findGrantOfToken(db, hashSessionToken(token));
  if (grant && grant.clientId === clientId) await revokeGrant(db, grant.grantId, now);
}
