import { AppError } from '@core/app-error.ts';
import { googleMessages } from '@core/messages.ts';
import { type Config, decodeTokenKey } from '../../../config.ts';

/** The configuration keys the Google feature reads. */
export type GoogleConfig = Pick<
  Config,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_TOKEN_KEY'
  | 'GOOGLE_TOKEN_KEY_PREVIOUS'
  | 'GOOGLE_REDIRECT_URI'
  | 'GOOGLE_OAUTH_BASE_URL'
  | 'GOOGLE_TOKEN_URL'
  | 'GOOGLE_API_BASE_URL'
  | 'PUBLIC_URL'
  | 'PORT'
>;

/** Everything the Google feature needs from the configuration, with the emulator overrides. */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiBaseUrl: string;
  /** 32 bytes: encrypts tokens at rest and signs the OAuth state. */
  tokenKey: Buffer;
  /** Keys it replaced: tokens sealed with them are still read (see rekey-google-tokens.ts). */
  previousTokenKeys: Buffer[];
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The Google settings, or null when this server has no Google client configured. */
export function googleSettings(config: GoogleConfig): GoogleSettings | null {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_TOKEN_KEY } = config;
  if (!GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET || !GOOGLE_TOKEN_KEY) return null;
  const publicUrl = trimSlash(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`);
  const tokenUrl = config.GOOGLE_TOKEN_URL;
  return {
    clientId: GOOGLE_CLIENT_ID,
    clientSecret: GOOGLE_CLIENT_SECRET,
    redirectUri: config.GOOGLE_REDIRECT_URI ?? `${publicUrl}/api/google/callback`,
    authUrl: `${trimSlash(config.GOOGLE_OAUTH_BASE_URL)}/o/oauth2/v2/auth`,
    tokenUrl,
    // Google revokes at the token host's /revoke (https://oauth2.googleapis.com/revoke).
    revokeUrl: `${new URL(tokenUrl).origin}/revoke`,
    apiBaseUrl: trimSlash(config.GOOGLE_API_BASE_URL),
    tokenKey: decodeTokenKey(GOOGLE_TOKEN_KEY),
    previousTokenKeys: (config.GOOGLE_TOKEN_KEY_PREVIOUS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean)
      .map(decodeTokenKey),
  };
}

/** The Google settings, or 503 with a pt-BR message when Google is not configured. */
export function requireGoogleSettings(config: GoogleConfig): GoogleSettings {
  const settings = googleSettings(config);
  if (!settings) throw new AppError('UNAVAILABLE', googleMessages.notConfigured);
  return settings;
}
