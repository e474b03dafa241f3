import type { GoogleStatusDto } from '@core/schemas/google.ts';
import type { Actor } from '../../../kernel/actor.ts';
import type { GoogleDeps } from './connected-google.ts';
import { findGoogleConnection } from './google.repository.ts';
import { googleSettings } from './google-settings.ts';

/** The actor's own connection as the settings card shows it; `configured: false` when Google is off. */
export async function getGoogleStatus(
  { db, config }: GoogleDeps,
  actor: Actor,
): Promise<GoogleStatusDto> {
  // Every signed-in screen asks; a server without Google answers plainly instead of a 503.
  const configured = googleSettings(config) !== null;
  const connection = configured ? await findGoogleConnection(db, actor.userId) : null;
  return {
    configured,
    connected: connection !== null,
    googleEmail: connection?.googleEmail ?? null,
    calendarId: connection?.calendarId ?? null,
    calendarName: connection?.calendarName ?? null,
    needsReconnect: connection?.needsReconnect ?? false,
  };
}
