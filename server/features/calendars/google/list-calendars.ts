import type { Actor } from '../../../kernel/actor.ts';
import { type GoogleDeps, withConnectedGoogle } from './connected-google.ts';
import { listGoogleCalendars } from './google-client.ts';

/** The actor's writable Google calendars, primary first. */
export function listCalendars(deps: GoogleDeps, actor: Actor) {
  return withConnectedGoogle(deps, actor, ({ settings, auth }) =>
    listGoogleCalendars(settings, auth),
  );
}
