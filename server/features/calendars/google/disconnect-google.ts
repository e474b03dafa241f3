import type { FastifyBaseLogger } from 'fastify';
import { auditChange } from '../../audit/audit-change.ts';
import type { Actor } from '../../../kernel/actor.ts';
import type { GoogleDeps } from './connected-google.ts';
import { createOAuthClient } from './google-client.ts';
import { deleteGoogleConnection, findGoogleConnection } from './google.repository.ts';
import { requireGoogleSettings } from './google-settings.ts';
import { openSealedToken } from './token-cipher.ts';

/**
 * Revokes the grant at Google and forgets it. A revocation Google refuses or cannot take (an
 * already revoked grant, Google down) still disconnects here: the user asked to be let go.
 */
export async function disconnectGoogle(
  deps: GoogleDeps & { log: FastifyBaseLogger },
  actor: Actor,
): Promise<void> {
  const settings = requireGoogleSettings(deps.config);
  const connection = await findGoogleConnection(deps.db, actor.userId);
  if (!connection) return;
  if (connection.sealedRefreshToken) {
    try {
      const refreshToken = openSealedToken(settings, connection.sealedRefreshToken);
      await createOAuthClient(settings).revokeToken(refreshToken);
    } catch (error) {
      // A token no configured key opens cannot be revoked from here; it is forgotten all the same.
      deps.log.warn({ err: error }, 'Google token revocation failed');
    }
  }
  await deps.db.transaction(async (tx) => {
    await deleteGoogleConnection(tx, actor.userId);
    await auditChange(tx, actor, {
      entity: 'google_connection',
      entityId: actor.userId,
      before: { googleEmail: connection.googleEmail, calendarId: connection.calendarId },
    });
  });
}
