import { AppError } from '@core/app-error.ts';
import { googleMessages } from '@core/messages.ts';
import type { Db } from '../../../db/client.ts';
import { auditChange } from '../../audit/audit-change.ts';
import type { Actor } from '../../../kernel/actor.ts';
import type { GoogleDeps } from './connected-google.ts';
import {
  createOAuthClient,
  fetchGoogleUser,
  isInvalidGrant,
  listGoogleCalendars,
} from './google-client.ts';
import { catchUpGoogleEvents } from './catch-up-google-events.ts';
import { findGoogleConnection, saveGoogleConnection } from './google.repository.ts';
import { requireGoogleSettings } from './google-settings.ts';
import { readOAuthState } from './oauth-state.ts';
import { encryptToken } from './token-cipher.ts';

export interface GoogleCallback {
  code?: string;
  state?: string;
  error?: string;
}

const refused = () => new AppError('VALIDATION', googleMessages.connectFailed);

/**
 * Google sent the user back: the state must be ours, unexpired and of the signed-in user; the
 * code becomes tokens, the refresh token is kept encrypted and the primary calendar is chosen.
 */
export async function completeGoogleOAuth(
  { db, config }: GoogleDeps,
  { actor, callback }: { actor: Actor; callback: GoogleCallback },
) {
  const settings = requireGoogleSettings(config);
  const stateUser = callback.state ? readOAuthState(settings.tokenKey, callback.state) : null;
  if (!stateUser || stateUser !== actor.userId || callback.error || !callback.code) throw refused();

  const auth = createOAuthClient(settings);
  try {
    const { tokens } = await auth.getToken(callback.code);
    if (!tokens.refresh_token || !tokens.access_token) throw refused();
    auth.setCredentials(tokens);
    const user = await fetchGoogleUser(settings, auth);
    const primary = (await listGoogleCalendars(settings, auth)).find((entry) => entry.primary);
    return await saveConnection(db, actor, {
      googleEmail: user.email,
      calendarId: primary?.id ?? null,
      calendarName: primary?.summary ?? null,
      sealedRefreshToken: encryptToken(settings.tokenKey, tokens.refresh_token),
      sealedAccessToken: encryptToken(settings.tokenKey, tokens.access_token),
      expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A code Google refuses is a failed connection, not a stored grant to flag.
    if (isInvalidGrant(error)) throw refused();
    throw new AppError('BAD_GATEWAY', googleMessages.unreachable);
  }
}

async function saveConnection(
  db: Db,
  actor: Actor,
  grant: Omit<Parameters<typeof saveGoogleConnection>[1], 'userId' | 'organizationId'>,
) {
  return db.transaction(async (tx) => {
    const previous = await findGoogleConnection(tx, actor.userId);
    const saved = await saveGoogleConnection(tx, {
      userId: actor.userId,
      organizationId: actor.organizationId,
      ...grant,
    });
    const after = { googleEmail: saved.googleEmail, calendarId: saved.calendarId };
    await auditChange(tx, actor, {
      entity: 'google_connection',
      entityId: actor.userId,
      before: previous
        ? { googleEmail: previous.googleEmail, calendarId: previous.calendarId }
        : undefined,
      after,
    });
    await catchUpGoogleEvents(tx, actor);
    return saved;
  });
}
