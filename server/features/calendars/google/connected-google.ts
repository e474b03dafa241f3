import type { OAuth2Client } from 'google-auth-library';
import { AppError } from '@core/app-error.ts';
import { googleMessages } from '@core/messages.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../../kernel/actor.ts';
import { createOAuthClient, isInvalidGrant } from './google-client.ts';
import {
  type GoogleConnection,
  findGoogleConnection,
  markGoogleNeedsReconnect,
  saveGoogleAccessToken,
} from './google.repository.ts';
import {
  type GoogleConfig,
  type GoogleSettings,
  requireGoogleSettings,
} from './google-settings.ts';
import { encryptToken, openSealedToken } from './token-cipher.ts';

export interface GoogleDeps {
  db: Db;
  config: GoogleConfig;
}

export interface ConnectedGoogle {
  settings: GoogleSettings;
  connection: GoogleConnection;
  auth: OAuth2Client;
}

/**
 * A stored token opened with the configured keys. One no key opens (GOOGLE_TOKEN_KEY changed
 * without GOOGLE_TOKEN_KEY_PREVIOUS) asks the professional to reconnect; the row is left as it
 * is, so putting the key back restores the connection.
 */
function openedToken(settings: GoogleSettings, sealed: string): string {
  try {
    return openSealedToken(settings, sealed);
  } catch {
    throw new AppError('CONFLICT', googleMessages.tokenUnreadable);
  }
}

/** The actor's usable connection, or a pt-BR refusal (not configured, not connected, reconnect). */
async function openConnection(
  { db, config }: GoogleDeps,
  actor: Pick<Actor, 'userId'>,
): Promise<ConnectedGoogle> {
  const settings = requireGoogleSettings(config);
  const connection = await findGoogleConnection(db, actor.userId);
  if (!connection?.sealedRefreshToken) {
    throw new AppError('CONFLICT', googleMessages.notConnected);
  }
  if (connection.needsReconnect) throw new AppError('CONFLICT', googleMessages.needsReconnect);
  const auth = createOAuthClient(settings);
  auth.setCredentials({
    refresh_token: openedToken(settings, connection.sealedRefreshToken),
    access_token: connection.sealedAccessToken
      ? openedToken(settings, connection.sealedAccessToken)
      : null,
    expiry_date: connection.expiresAt?.getTime() ?? null,
  });
  return { settings, connection, auth };
}

/**
 * Runs calls to Google as the actor: refreshed access tokens are saved (encrypted), a refused
 * grant marks the connection for reconnection, and other failures become a pt-BR 502.
 */
export async function withConnectedGoogle<T>(
  deps: GoogleDeps,
  actor: Pick<Actor, 'userId'>,
  work: (google: ConnectedGoogle) => Promise<T>,
): Promise<T> {
  const google = await openConnection(deps, actor);
  const saves: Promise<void>[] = [];
  google.auth.on('tokens', (tokens) => {
    if (!tokens.access_token) return;
    saves.push(
      saveGoogleAccessToken(deps.db, actor.userId, {
        sealedAccessToken: encryptToken(google.settings.tokenKey, tokens.access_token),
        expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
      }),
    );
  });
  try {
    const result = await work(google);
    await Promise.all(saves);
    return result;
  } catch (error) {
    await Promise.allSettled(saves);
    throw await googleFailure(deps.db, actor.userId, error);
  }
}

/** Maps a failure of a call to Google to the AppError the user sees. */
export async function googleFailure(db: Db, userId: string, error: unknown): Promise<AppError> {
  if (error instanceof AppError) return error;
  if (isInvalidGrant(error)) {
    await markGoogleNeedsReconnect(db, userId);
    return new AppError('CONFLICT', googleMessages.needsReconnect, undefined, {
      needsReconnect: true,
    });
  }
  return new AppError('BAD_GATEWAY', googleMessages.unreachable);
}
