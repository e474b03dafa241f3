import type { GoogleStatusDto } from '../../../core/schemas/google.ts';
import type { Actor } from '../auth/actor.ts';
import type { GoogleDeps } from './connected-google.ts';
import { findGoogleConnection } from './google.repository.ts';
import { requireGoogleSettings } from './google-settings.ts';

/** The actor's own connection as the settings card shows it; 503 when Google is off. */
export async function getGoogleStatus(
  { db, config }: GoogleDeps,
  actor: Actor,
): Promise<GoogleStatusDto> {
  requireGoogleSettings(config);
  const connection = await findGoogleConnection(db, actor.userId);
  return {
    connected: connection !== null,
    googleEmail: connection?.googleEmail ?? null,
    calendarId: connection?.calendarId ?? null,
    calendarName: connection?.calendarName ?? null,
    needsReconnect: connection?.needsReconnect ?? false,
  };
}
