import type { Actor } from '../../../kernel/actor.ts';
import { type GoogleDeps, withConnectedGoogle } from './connected-google.ts';
import { fetchGoogleUser } from './google-client.ts';

/** The connected Google account's e-mail and name, read from Google now. */
export function getGoogleUserinfo(deps: GoogleDeps, actor: Actor) {
  return withConnectedGoogle(deps, actor, ({ settings, auth }) => fetchGoogleUser(settings, auth));
}
