import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EmulatedCalendar {
  id: string;
  summary: string;
  primary?: boolean;
  accessRole?: 'owner' | 'writer' | 'reader';
}

export interface GoogleEmulatorOptions {
  clientId?: string;
  clientSecret?: string;
  email?: string;
  calendars?: EmulatedCalendar[];
  port?: number;
}

interface Grant {
  email: string;
  refreshToken: string;
}

const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

/**
 * Google on loopback, speaking the documented REST shapes: the consent page (which consents at
 * once), the token endpoint (code and refresh grants), revocation, userinfo and the calendar list.
 */
export async function startGoogleEmulator(options: GoogleEmulatorOptions = {}) {
  const clientId = options.clientId ?? 'agendei-test-client';
  const clientSecret = options.clientSecret ?? 'agendei-test-secret';
  const state = {
    email: options.email ?? 'bruno.lima@gmail.com',
    calendars: options.calendars ?? [
      { id: 'bruno.lima@gmail.com', summary: 'Bruno Lima', primary: true, accessRole: 'owner' },
      { id: 'escritorio@group.calendar.google.com', summary: 'Escritório', accessRole: 'writer' },
      { id: 'feriados@group.v.calendar.google.com', summary: 'Feriados', accessRole: 'reader' },
    ],
  };
  const codes = new Map<string, Grant>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();
  const revoked: string[] = [];
  const requests: string[] = [];

  const issueAccessToken = (grant: Grant) => {
    const accessToken = token('ya29');
    accessTokens.set(accessToken, grant);
    return { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' };
  };

  const revokeGrant = (refreshToken: string) => {
    grants.delete(refreshToken);
    for (const [access, grant] of accessTokens) {
      if (grant.refreshToken === refreshToken) accessTokens.delete(access);
    }
  };

  function tokenEndpoint(form: URLSearchParams): [number, object] {
    const basic = form.get('client_id') === clientId && form.get('client_secret') === clientSecret;
    if (!basic) return [401, { error: 'invalid_client', error_description: 'Unauthorized' }];
    const invalidGrant = [400, { error: 'invalid_grant', error_description: 'Bad Request' }] as [
      number,
      object,
    ];
    if (form.get('grant_type') === 'authorization_code') {
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!grant) return invalidGrant;
      grants.set(grant.refreshToken, grant);
      return [200, { ...issueAccessToken(grant), refresh_token: grant.refreshToken }];
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = grants.get(form.get('refresh_token') ?? '');
      if (!grant) {
        return [
          400,
          { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
        ];
      }
      return [200, issueAccessToken(grant)];
    }
    return [400, { error: 'unsupported_grant_type' }];
  }

  function apiEndpoint(url: URL, authorization: string | undefined): [number, object] {
    const grant = accessTokens.get(authorization?.replace(/^Bearer /, '') ?? '');
    if (!grant) return [401, { error: { code: 401, message: 'Invalid Credentials' } }];
    if (url.pathname === '/oauth2/v3/userinfo') {
      return [200, { sub: '1075', email: grant.email, email_verified: true, name: 'Bruno Lima' }];
    }
    const listPath = '/calendar/v3/users/me/calendarList';
    const entry = (calendar: EmulatedCalendar) => ({
      kind: 'calendar#calendarListEntry',
      accessRole: 'owner',
      ...calendar,
      ...(calendar.primary ? { primary: true } : {}),
    });
    if (url.pathname === listPath) {
      const writableOnly = url.searchParams.get('minAccessRole') === 'writer';
      const items = state.calendars
        .filter((calendar) => !writableOnly || calendar.accessRole !== 'reader')
        .map(entry);
      return [200, { kind: 'calendar#calendarList', items }];
    }
    if (url.pathname.startsWith(`${listPath}/`)) {
      const id = decodeURIComponent(url.pathname.slice(listPath.length + 1));
      const calendar = state.calendars.find(
        (candidate) => candidate.id === id || (id === 'primary' && candidate.primary),
      );
      return calendar
        ? [200, entry(calendar)]
        : [404, { error: { code: 404, message: 'Not Found' } }];
    }
    return [404, { error: { code: 404, message: 'Not Found' } }];
  }

  function handle(request: http.IncomingMessage, body: string, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://emulator');
    requests.push(`${request.method} ${url.pathname}`);
    const send = ([status, json]: [number, object]) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      const redirectUri = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== clientId || !redirectUri) {
        return send([400, { error: 'invalid_request' }]);
      }
      // The user consents at once.
      const code = token('4/code');
      codes.set(code, { email: state.email, refreshToken: token('1//refresh') });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      return send(tokenEndpoint(new URLSearchParams(body)));
    }
    if (request.method === 'POST' && url.pathname === '/revoke') {
      const revokedToken = url.searchParams.get('token') ?? new URLSearchParams(body).get('token');
      if (!revokedToken || !grants.has(revokedToken))
        return send([400, { error: 'invalid_token' }]);
      revoked.push(revokedToken);
      revokeGrant(revokedToken);
      return send([200, {}]);
    }
    return send(apiEndpoint(url, request.headers.authorization));
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, Buffer.concat(chunks).toString('utf8'), response));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    clientId,
    clientSecret,
    state,
    requests,
    /** Refresh tokens revoked through the revocation endpoint. */
    revoked,
    /** The user removes our access in their Google account: every grant stops working. */
    revokeAllGrants() {
      for (const refreshToken of [...grants.keys()]) revokeGrant(refreshToken);
    },
    /** Live refresh tokens (granted and not revoked). */
    liveGrants: () => [...grants.keys()],
    /** The configuration that points the app at this emulator. */
    config: () => ({
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_OAUTH_BASE_URL: baseUrl,
      GOOGLE_TOKEN_URL: `${baseUrl}/token`,
      GOOGLE_API_BASE_URL: baseUrl,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type GoogleEmulator = Awaited<ReturnType<typeof startGoogleEmulator>>;
