import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { OAuth2Client } from 'google-auth-library';
import type { GoogleSettings } from './google-settings.ts';

/**
 * What we ask Google for: events on calendars (ours written, the professional's read for busy
 * times), the calendar list, the e-mail. No free/busy scope: busy times come from events.list.
 */
export const GOOGLE_SCOPES = [
  'openid',
  'https://www.googleapis.com/auth/userinfo.email',
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.readonly',
];

const REQUEST_TIMEOUT_MS = 10_000;

/** google-auth-library's client, pointed at the configured (or emulated) Google endpoints. */
export function createOAuthClient(settings: GoogleSettings): OAuth2Client {
  return new OAuth2Client({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri: settings.redirectUri,
    // A 401 on a stored access token refreshes once, so a revoked grant shows as invalid_grant.
    forceRefreshOnFailure: true,
    endpoints: {
      oauth2AuthBaseUrl: settings.authUrl,
      oauth2TokenUrl: settings.tokenUrl,
      oauth2RevokeUrl: settings.revokeUrl,
    },
  });
}

export function calendarApi(settings: GoogleSettings, auth: OAuth2Client): calendar_v3.Calendar {
  return calendar({
    version: 'v3',
    auth,
    rootUrl: `${settings.apiBaseUrl}/`,
    timeout: REQUEST_TIMEOUT_MS,
  });
}

export interface GoogleUser {
  email: string;
  name: string | null;
}

/** The account's e-mail from the OpenID userinfo endpoint. */
export async function fetchGoogleUser(
  settings: GoogleSettings,
  auth: OAuth2Client,
): Promise<GoogleUser> {
  const { data } = await auth.request<{ email?: string; name?: string }>({
    url: `${settings.apiBaseUrl}/oauth2/v3/userinfo`,
    timeout: REQUEST_TIMEOUT_MS,
  });
  if (!data.email) throw new Error('Google userinfo without an e-mail');
  return { email: data.email, name: data.name ?? null };
}

export interface GoogleCalendarEntry {
  id: string;
  summary: string;
  primary: boolean;
}

/** The calendars the account can write to, primary first. */
export async function listGoogleCalendars(
  settings: GoogleSettings,
  auth: OAuth2Client,
): Promise<GoogleCalendarEntry[]> {
  const { data } = await calendarApi(settings, auth).calendarList.list({
    minAccessRole: 'writer',
  });
  const calendars = (data.items ?? []).flatMap((item) =>
    item.id
      ? [
          {
            id: item.id,
            summary: item.summaryOverride ?? item.summary ?? item.id,
            primary: !!item.primary,
          },
        ]
      : [],
  );
  return calendars.sort((a, b) => Number(b.primary) - Number(a.primary));
}

/** Google refused the grant (revoked, expired or of another client). */
export function isInvalidGrant(error: unknown): boolean {
  const data = (error as { response?: { data?: { error?: unknown } } } | null)?.response?.data;
  return data?.error === 'invalid_grant';
}
