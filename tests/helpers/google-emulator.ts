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

// ── Calendar events (insert with conference data, patch, delete) ─────────────────────────────

/** An event as the emulated calendar keeps it. */
export interface EmulatedEvent {
  id: string;
  calendarId: string;
  summary?: string;
  description?: string;
  start?: { dateTime?: string; date?: string; timeZone?: string };
  end?: { dateTime?: string; date?: string; timeZone?: string };
  /** 'transparent' shows as free; absent means busy. */
  transparency?: 'opaque' | 'transparent';
  attendees?: { email: string; displayName?: string }[];
  hangoutLink?: string;
  conferenceData?: {
    conferenceId: string;
    conferenceSolution: { key: { type: string } };
    entryPoints: { entryPointType: string; uri: string }[];
  };
}

const EVENTS_PATH = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/;

/**
 * events.insert / patch / delete on any calendar. An insert asking for a Meet conference
 * (conferenceData.createRequest with conferenceDataVersion=1) gets a hangoutLink. `fail(status,
 * times)` makes the next calls answer that status, as a Google outage would.
 */
function emulatedEvents() {
  const events = new Map<string, EmulatedEvent>();
  const calls: { method: string; calendarId: string; query: URLSearchParams; body: unknown }[] = [];
  const failures: number[] = [];
  /** Reads of a range (events.list without a sync token): 'error' answers 500, 'hang' never answers. */
  const reads = { failure: null as 'error' | 'hang' | null };
  const keyOf = (calendarId: string, eventId: string) => `${calendarId}/${eventId}`;
  const changes = eventChanges();
  const notFound: [number, object] = [404, { error: { code: 404, message: 'Not Found' } }];

  function withMeet(event: EmulatedEvent, body: Record<string, unknown>, query: URLSearchParams) {
    const request = (body.conferenceData as { createRequest?: unknown } | undefined)?.createRequest;
    if (!request || query.get('conferenceDataVersion') !== '1') return event;
    const code = randomBytes(5).toString('hex');
    const uri = `https://meet.google.com/${code.slice(0, 3)}-${code.slice(3, 7)}-${code.slice(7)}`;
    return {
      ...event,
      hangoutLink: uri,
      conferenceData: {
        conferenceId: code,
        conferenceSolution: { key: { type: 'hangoutsMeet' } },
        entryPoints: [{ entryPointType: 'video', uri }],
      },
    };
  }

  function handle(method: string, url: URL, raw: string): [number, object] | 'hang' | undefined {
    const match = EVENTS_PATH.exec(url.pathname);
    if (!match) return undefined;
    const calendarId = decodeURIComponent(match[1]!);
    const eventId = match[2] ? decodeURIComponent(match[2]) : undefined;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    calls.push({ method, calendarId, query: url.searchParams, body });
    const failure = failures.shift();
    if (failure) return [failure, { error: { code: failure, message: 'Backend Error' } }];
    if (method === 'GET' && !eventId && !url.searchParams.has('syncToken') && reads.failure) {
      if (reads.failure === 'hang') return 'hang';
      return [500, { error: { code: 500, message: 'Backend Error' } }];
    }
    if (method === 'GET' && !eventId) return changes.list(calendarId, url.searchParams, events);
    const { id: _id, conferenceData: _c, ...fields } = body;
    if (method === 'POST' && !eventId) {
      const id = typeof body.id === 'string' ? body.id : token('evt').replace('-', '');
      if (events.has(keyOf(calendarId, id))) {
        return [409, { error: { code: 409, message: 'The requested identifier already exists.' } }];
      }
      const event = withMeet({ ...fields, id, calendarId }, body, url.searchParams);
      events.set(keyOf(calendarId, id), event);
      changes.touch(event);
      return [200, { kind: 'calendar#event', status: 'confirmed', ...event }];
    }
    const existing = eventId ? events.get(keyOf(calendarId, eventId)) : undefined;
    if (!existing) return notFound;
    if (method === 'PATCH') {
      const event = { ...existing, ...fields };
      events.set(keyOf(calendarId, existing.id), event);
      changes.touch(event);
      return [200, { kind: 'calendar#event', status: 'confirmed', ...event }];
    }
    if (method === 'DELETE') {
      events.delete(keyOf(calendarId, existing.id));
      changes.touch(existing, true);
      return [204, {}];
    }
    return [405, { error: { code: 405, message: 'Method Not Allowed' } }];
  }

  return {
    handle,
    /** Events on every calendar, as stored. */
    list: () => [...events.values()],
    find: (calendarId: string, eventId: string) => events.get(keyOf(calendarId, eventId)),
    /** Every call to the events endpoints, failed ones included. */
    calls,
    /** Range reads (busy times, conflicts) made so far. */
    rangeReads: () =>
      calls.filter((call) => call.method === 'GET' && !call.query.has('syncToken')).length,
    reads,
    fail(status: number, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    /** The user moves an event in Google Calendar. */
    move(calendarId: string, eventId: string, start: string, end: string) {
      const existing = events.get(keyOf(calendarId, eventId));
      if (!existing) throw new Error(`no event ${eventId}`);
      const event = {
        ...existing,
        start: { ...existing.start, dateTime: start },
        end: { ...existing.end, dateTime: end },
      };
      events.set(keyOf(calendarId, eventId), event);
      changes.touch(event);
    },
    /** The user deletes (cancels) an event in Google Calendar. */
    cancel(calendarId: string, eventId: string) {
      const existing = events.get(keyOf(calendarId, eventId));
      if (!existing) throw new Error(`no event ${eventId}`);
      events.delete(keyOf(calendarId, eventId));
      changes.touch(existing, true);
    },
    /** The user creates an event of their own in Google Calendar. */
    add(event: EmulatedEvent) {
      events.set(keyOf(event.calendarId, event.id), event);
      changes.touch(event);
    },
    /** Sync tokens issued so far stop working (events.list answers 410 Gone). */
    expireSyncTokens: () => changes.expire(),
    /** Forgets every event, call and failure mode (between tests sharing one account). */
    reset() {
      events.clear();
      calls.length = 0;
      failures.length = 0;
      reads.failure = null;
    },
  };
}

// ── Incremental sync (events.list with syncToken) ─────────────────────────────────────────────

/**
 * events.list as two-way sync reads it: without a syncToken, the calendar's events ending after
 * timeMin (cancelled ones too with showDeleted); with one, every event changed since it was
 * issued (deleted ones as status 'cancelled'). Each answer carries a nextSyncToken; expired
 * tokens answer 410 Gone.
 */
function eventChanges() {
  let sequence = 0;
  let generation = 0;
  const changed = new Map<string, { sequence: number; event: EmulatedEvent; cancelled: boolean }>();
  const gone: [number, object] = [
    410,
    { error: { code: 410, message: 'Sync token is no longer valid, a full sync is required.' } },
  ];
  const view = (event: EmulatedEvent, cancelled: boolean) =>
    cancelled
      ? { kind: 'calendar#event', id: event.id, status: 'cancelled' }
      : { kind: 'calendar#event', status: 'confirmed', ...event };
  return {
    touch(event: EmulatedEvent, cancelled = false) {
      sequence++;
      changed.set(`${event.calendarId}/${event.id}`, { sequence, event, cancelled });
    },
    expire() {
      generation++;
    },
    list(
      calendarId: string,
      query: URLSearchParams,
      events: Map<string, EmulatedEvent>,
    ): [number, object] {
      const nextSyncToken = `sync-${generation}-${sequence}`;
      const syncToken = query.get('syncToken');
      if (syncToken) {
        const [, issuedIn, issuedAt] = /^sync-(\d+)-(\d+)$/.exec(syncToken) ?? [];
        const since = Number(issuedAt);
        if (Number(issuedIn) !== generation || !(since <= sequence)) return gone;
        const items = [...changed.values()]
          .filter((entry) => entry.event.calendarId === calendarId && entry.sequence > since)
          .map((entry) => view(entry.event, entry.cancelled));
        return [200, { kind: 'calendar#events', items, nextSyncToken }];
      }
      const timeMin = Date.parse(query.get('timeMin') ?? '') || -Infinity;
      const timeMax = Date.parse(query.get('timeMax') ?? '') || Infinity;
      const at = (time: EmulatedEvent['start'], empty: number) =>
        Date.parse(time?.dateTime ?? time?.date ?? '') || empty;
      const live = [...events.values()]
        .filter(
          (event) =>
            event.calendarId === calendarId &&
            at(event.end, Infinity) >= timeMin &&
            at(event.start, -Infinity) < timeMax,
        )
        .map((event) => view(event, false));
      const deleted =
        query.get('showDeleted') === 'true'
          ? [...changed.values()]
              .filter((entry) => entry.cancelled && entry.event.calendarId === calendarId)
              .map((entry) => view(entry.event, true))
          : [];
      return [200, { kind: 'calendar#events', items: [...live, ...deleted], nextSyncToken }];
    },
  };
}

// ────────────────────────────────────────────────────────────────────────────────────────────

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
  const events = emulatedEvents();

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
    // Controls for browser journeys, whose test process does not hold this object.
    if (request.method === 'POST' && url.pathname === '/__emulator/revoke-all-grants') {
      for (const refreshToken of [...grants.keys()]) revokeGrant(refreshToken);
      return send([200, {}]);
    }
    if (request.method === 'POST' && url.pathname === '/__emulator/events') {
      events.add(JSON.parse(body) as EmulatedEvent);
      return send([200, {}]);
    }
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
    const authorized = accessTokens.has(
      request.headers.authorization?.replace(/^Bearer /, '') ?? '',
    );
    const eventAnswer = authorized ? events.handle(request.method ?? 'GET', url, body) : undefined;
    if (eventAnswer === 'hang') return;
    if (eventAnswer) return send(eventAnswer);
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
    /** The calendars' events (insert, patch, delete) and a switch to make them fail. */
    events,
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
