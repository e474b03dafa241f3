import type { Config } from '../../../config.ts';
import type { Actor } from '../../../kernel/actor.ts';
import { GOOGLE_SCOPES, createOAuthClient } from './google-client.ts';
import { requireGoogleSettings } from './google-settings.ts';
import { createOAuthState } from './oauth-state.ts';

/** The consent URL for the actor: offline access, consent every time, a signed state. */
export function startGoogleOAuth({ config, actor }: { config: Config; actor: Actor }) {
  const settings = requireGoogleSettings(config);
  const authUrl = createOAuthClient(settings).generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: true,
    scope: GOOGLE_SCOPES,
    state: createOAuthState(settings.tokenKey, actor.userId),
  });
  return { authUrl };
}
