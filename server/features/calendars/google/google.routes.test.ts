import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, googleConnections } from '../../../db/schema.ts';
import { signedInProfessional } from '@tests/helpers/factories.ts';
import { type GoogleEmulator, startGoogleEmulator } from '@tests/helpers/google-emulator.ts';
import { caller } from '@tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { createOAuthState } from './oauth-state.ts';

const TOKEN_KEY = Buffer.alloc(32, 7).toString('base64');

let google: GoogleEmulator;
let t: TestApp;
beforeAll(async () => {
  google = await startGoogleEmulator();
  t = await createTestApp({ ...google.config(), GOOGLE_TOKEN_KEY: TOKEN_KEY });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const call = caller(() => t);

/** Walks the consent flow as a browser would: our URL, Google's redirect, our callback. */
async function consent(token: string, mutateState = (state: string) => state) {
  const { authUrl } = (await call('GET', '/api/google/oauth', token)).json();
  const atGoogle = await fetch(authUrl, { redirect: 'manual' });
  const back = new URL(atGoogle.headers.get('location')!);
  const state = mutateState(back.searchParams.get('state')!);
  const query = new URLSearchParams({ code: back.searchParams.get('code')!, state });
  return call('GET', `/api/google/callback?${query}`, token);
}

async function connected() {
  const pro = await signedInProfessional(t);
  const response = await consent(pro.token);
  expect(response.headers.location).toBe('/settings?google_auth=success');
  return pro;
}

const storedRow = async (userId: string) =>
  (await t.db.select().from(googleConnections).where(eq(googleConnections.userId, userId)))[0];

describe('connecting', () => {
  it('builds a consent URL with offline access, consent, the scopes and a signed state', async () => {
    const pro = await signedInProfessional(t);
    const response = await call('GET', '/api/google/oauth', pro.token);
    const url = new URL(response.json().authUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.baseUrl}/o/oauth2/v2/auth`);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:5000/api/google/callback');
    expect(url.searchParams.get('scope')).toContain('calendar.events');
    expect(url.searchParams.get('scope')).not.toContain('calendar.freebusy');
    expect(url.searchParams.get('scope')).toContain('userinfo.email');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('stores the grant encrypted, reads the e-mail, picks the primary calendar and audits', async () => {
    const pro = await connected();
    const status = await call('GET', '/api/google/status', pro.token);
    expect(status.json()).toEqual({
      configured: true,
      connected: true,
      googleEmail: 'bruno.lima@gmail.com',
      calendarId: 'bruno.lima@gmail.com',
      calendarName: 'Bruno Lima',
      needsReconnect: false,
    });
    const row = await storedRow(pro.id);
    const liveRefreshTokens = google.liveGrants();
    expect(row?.refreshToken).toMatch(/^v1\./);
    expect(liveRefreshTokens.some((token) => row?.refreshToken?.includes(token))).toBe(false);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, pro.id));
    expect(audit).toMatchObject({ entity: 'google_connection', action: 'create' });
    expect(JSON.stringify(audit)).not.toContain('1//refresh');
  });

  it('refuses a forged, altered or expired state and stays disconnected', async () => {
    const pro = await signedInProfessional(t);
    const other = await signedInProfessional(t);
    const key = Buffer.from(TOKEN_KEY, 'base64');
    const expired = createOAuthState(key, pro.id, new Date(Date.now() - 11 * 60_000));
    const someoneElses = createOAuthState(key, other.id);
    for (const state of [
      () => 'forjado.assinatura',
      (valid: string) => `${valid}x`,
      () => expired,
      () => someoneElses,
    ]) {
      const response = await consent(pro.token, state);
      expect(response.headers.location).toBe('/settings?google_auth=error');
    }
    expect((await call('GET', '/api/google/status', pro.token)).json().connected).toBe(false);
  });

  it('answers an error redirect when the user denies consent or has no session', async () => {
    const pro = await signedInProfessional(t);
    const denied = await call('GET', '/api/google/callback?error=access_denied', pro.token);
    expect(denied.headers.location).toBe('/settings?google_auth=error');
    const anonymous = await call('GET', '/api/google/callback?code=x&state=y');
    expect(anonymous.headers.location).toBe('/settings?google_auth=error');
  });

  it('needs a session on every JSON route', async () => {
    for (const url of ['/api/google/status', '/api/google/oauth', '/api/google/calendars']) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    expect((await call('DELETE', '/api/google/disconnect')).statusCode).toBe(401);
  });
});

describe('when connected', () => {
  it('lists the writable calendars, primary first', async () => {
    const pro = await connected();
    const response = await call('GET', '/api/google/calendars', pro.token);
    expect(response.json()).toEqual([
      { id: 'bruno.lima@gmail.com', summary: 'Bruno Lima', primary: true },
      { id: 'escritorio@group.calendar.google.com', summary: 'Escritório', primary: false },
    ]);
  });

  it('chooses one of the calendars and refuses any other', async () => {
    const pro = await connected();
    const chosen = await call('PUT', '/api/google/calendar', pro.token, {
      calendarId: 'escritorio@group.calendar.google.com',
    });
    expect(chosen.json()).toEqual({ calendarName: 'Escritório' });
    expect((await call('GET', '/api/google/status', pro.token)).json().calendarName).toBe(
      'Escritório',
    );
    const readOnly = await call('PUT', '/api/google/calendar', pro.token, {
      calendarId: 'feriados@group.v.calendar.google.com',
    });
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json().fieldErrors.calendarId).toBe(
      'Agenda não encontrada na sua conta Google.',
    );
    const blank = await call('PUT', '/api/google/calendar', pro.token, { calendarId: ' ' });
    expect(blank.json().fieldErrors.calendarId).toBe('Escolha uma agenda.');
  });

  it('tests the connection and reads the account', async () => {
    const pro = await connected();
    expect((await call('GET', '/api/google/test', pro.token)).json()).toEqual({
      user: { email: 'bruno.lima@gmail.com' },
      calendar: { summary: 'Bruno Lima' },
    });
    expect((await call('GET', '/api/google/userinfo', pro.token)).json()).toEqual({
      email: 'bruno.lima@gmail.com',
      name: 'Bruno Lima',
    });
  });

  it('disconnects: revokes the grant at Google, forgets it and audits', async () => {
    const pro = await connected();
    const revokedBefore = google.revoked.length;
    const response = await call('DELETE', '/api/google/disconnect', pro.token);
    expect(response.statusCode).toBe(204);
    expect(google.revoked.length).toBe(revokedBefore + 1);
    expect(await storedRow(pro.id)).toBeUndefined();
    expect((await call('GET', '/api/google/status', pro.token)).json().connected).toBe(false);
    const actions = await t.db.select().from(auditLog).where(eq(auditLog.entityId, pro.id));
    expect(actions.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
  });

  it('marks the connection for reconnection when Google refuses the grant', async () => {
    const pro = await connected();
    const other = await connected();
    google.revokeAllGrants();
    const response = await call('GET', '/api/google/calendars', pro.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'O Google recusou o acesso salvo (revogado ou expirado). Reconecte o Google Calendar.',
    );
    expect((await call('GET', '/api/google/status', pro.token)).json()).toMatchObject({
      connected: true,
      needsReconnect: true,
    });
    // Only the user whose call failed is flagged so far; a reconnect clears the flag.
    expect((await call('GET', '/api/google/status', other.token)).json().needsReconnect).toBe(
      false,
    );
    await consent(pro.token);
    expect((await call('GET', '/api/google/status', pro.token)).json().needsReconnect).toBe(false);
  });

  it('keeps each user to their own connection', async () => {
    await connected();
    const stranger = await signedInProfessional(t);
    expect((await call('GET', '/api/google/status', stranger.token)).json().connected).toBe(false);
    expect((await call('GET', '/api/google/calendars', stranger.token)).statusCode).toBe(409);
  });
});

describe('without Google configured', () => {
  it('answers the status 200 as not configured and not connected, without a 503', async () => {
    const plain = await createTestApp();
    try {
      const pro = await signedInProfessional(plain);
      const response = await plain.app.inject({
        method: 'GET',
        url: '/api/google/status',
        headers: { authorization: `Bearer ${pro.token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        configured: false,
        connected: false,
        googleEmail: null,
        calendarId: null,
        calendarName: null,
        needsReconnect: false,
      });
      // Connecting still explains that Google is off on this server.
      const oauth = await plain.app.inject({
        method: 'GET',
        url: '/api/google/oauth',
        headers: { authorization: `Bearer ${pro.token}` },
      });
      expect(oauth.statusCode).toBe(503);
      expect(oauth.json().message).toBe(
        'A conexão com o Google Calendar ainda não está configurada neste servidor.',
      );
    } finally {
      await plain.close();
    }
  });
});
