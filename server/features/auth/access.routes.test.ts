import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  registerAdmin,
  signedInProfessional,
  signedInSecretary,
} from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import {
  ROUTE_ACCESS,
  type RouteAccessEntry,
  isSessionAccess,
  sessionAccessAllows,
} from '../../plugins/route-access.ts';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const SOME_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const REFUSED = [401, 403, 404];

/**
 * Every route a secretary may call (decision 080): the agenda of every professional (appointments,
 * series, blocks, office and professionals' days), what it reads (team, hours, services, holidays,
 * calendar marks, live changes), the office's waitlist (issue 36) and their own account. Anything
 * else is refused.
 */
const SECRETARY_ROUTES = [
  'DELETE /api/admin/date-overrides/:id',
  'DELETE /api/appointments/:id',
  'DELETE /api/appointments/:id/series',
  'DELETE /api/blocks/:id',
  'DELETE /api/waitlist/:id',
  'GET /api/admin/date-overrides',
  'GET /api/admin/users',
  'GET /api/appointments',
  'GET /api/appointments/:id/series',
  'GET /api/availability',
  'GET /api/blocks',
  'GET /api/date-overrides/days',
  'GET /api/google/conflicts',
  'GET /api/holidays',
  'GET /api/holidays/locations',
  'GET /api/holidays/locations/:state',
  'GET /api/notifications/stream',
  'GET /api/products',
  'GET /api/user/profile',
  'GET /api/waitlist',
  'PATCH /api/appointments/:id/series',
  'PATCH /api/blocks/:id',
  'PATCH /api/user/profile',
  'POST /api/admin/date-overrides',
  'POST /api/admin/date-overrides/forensic-recess',
  'POST /api/appointments',
  'POST /api/appointments/:id/payment',
  'POST /api/appointments/:id/status',
  'POST /api/appointments/attendance/day',
  'POST /api/appointments/series',
  'POST /api/auth/logout',
  'POST /api/blocks',
  'POST /api/user/password',
  'PUT /api/admin/date-overrides/:id',
  'PUT /api/appointments/:id',
];

/** A route's path with its parameters filled (ids of nobody, a slug, a token). */
const concrete = (url: string) =>
  url.replace(/:userId|:id|:adminId|:organizationId/g, SOME_ID).replace(/:\w+/g, 'algo');

/** Other spellings of one path that a router or a proxy may take for it. */
function spellings(url: string): string[] {
  const segments = url.split('/').slice(1);
  const encodeFirst = (segment: string) =>
    segment ? `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}` : segment;
  const encodeLast = (segment: string) =>
    segment.length > 1
      ? `${segment.slice(0, -1)}%${segment.charCodeAt(segment.length - 1).toString(16)}`
      : segment;
  const encodeAll = (segment: string) =>
    [...segment].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`).join('');
  return [
    url,
    `/${segments.map(encodeFirst).join('/')}`,
    `/${segments.map(encodeLast).join('/')}`,
    `/${segments.map(encodeAll).join('/')}`,
    `/${segments.join('%2f')}`,
    `/${segments.join('//')}`,
    `/${url}`,
    `${url}/`,
    url.toUpperCase(),
    url.replace(/\/(\w)/g, (_match, char: string) => `/${char.toUpperCase()}`),
    url.replace('/api/', '/api/./'),
    url.replace('/api/', '/api/x/../'),
    url.replace('/api/', '/api;/'),
    `${url}?admin=true`,
  ];
}

describe('every route declares its access, and no other spelling of a path gets past it', () => {
  let t: TestApp;
  let routes: RouteAccessEntry[];
  let adminToken: string;
  let professionalToken: string;
  let secretaryToken: string;
  let webDir: string;

  beforeAll(async () => {
    // A built web app, so a path the API does not know would get index.html if the guard let it.
    webDir = mkdtempSync(path.join(tmpdir(), 'agendei-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Agendei</title>');
    t = await createTestApp({ WEB_DIST_DIR: webDir });
    routes = t.app.routeAccessTable;
    const admin = await registerAdmin(t);
    adminToken = admin.token;
    professionalToken = (await signedInProfessional(t, admin.user.organizationId)).token;
    secretaryToken = (await signedInSecretary(t, admin.user.organizationId)).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const call = (method: string, url: string, token?: string) =>
    t.app.inject({
      method: method as Method,
      url,
      headers: token ? bearer(token) : {},
      ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
    });

  it('lists every route with one of the declared kinds of access', () => {
    expect(routes.length).toBeGreaterThan(80);
    const undeclared = routes.filter((route) => !ROUTE_ACCESS.includes(route.access!));
    expect(undeclared).toEqual([]);
    const adminRoutes = routes.filter((route) => route.access === 'admin').map((r) => r.url);
    expect(adminRoutes).toContain('/api/admin/integration-settings');
    expect(adminRoutes).toContain('/api/admin/audit-log');
    expect(adminRoutes).toContain('/api/privacy/clients/export');
    expect(adminRoutes).toContain('/api/admin/office-services');
    expect(adminRoutes).toContain('/api/admin/office-services/:id');
  });

  it('refuses every admin route to a professional, in every spelling of its path', async () => {
    const passed: string[] = [];
    for (const route of routes.filter((entry) => entry.access === 'admin')) {
      for (const url of spellings(concrete(route.url))) {
        const response = await call(route.method, url, professionalToken);
        if (!REFUSED.includes(response.statusCode)) {
          passed.push(`${route.method} ${url} → ${response.statusCode}`);
        }
      }
    }
    expect(passed).toEqual([]);
  });

  const secretaryMay = (route: RouteAccessEntry) =>
    isSessionAccess(route.access) && sessionAccessAllows(route.access, 'secretary');

  it('lets a secretary into exactly the agenda routes listed, and no other', () => {
    const opened = routes.filter((route) => route.method !== 'HEAD' && secretaryMay(route));
    expect(opened.map((route) => `${route.method} ${route.url}`).sort()).toEqual(SECRETARY_ROUTES);
  });

  it('refuses every other signed-in route to a secretary, in every spelling of its path', async () => {
    const refusedRoutes = routes.filter(
      (route) => isSessionAccess(route.access) && !secretaryMay(route),
    );
    expect(refusedRoutes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/admin/integration-settings',
        '/api/admin/generate-api-token',
        '/api/admin/webhook-settings',
        '/api/user/pix',
        '/api/admin/users/:userId',
        '/api/admin/invitations',
        '/api/admin/organization',
        '/api/oauth/authorization-requests/:id/approve',
      ]),
    );
    const passed: string[] = [];
    for (const route of refusedRoutes) {
      for (const url of spellings(concrete(route.url))) {
        const response = await call(route.method, url, secretaryToken);
        if (!REFUSED.includes(response.statusCode)) {
          passed.push(`${route.method} ${url} → ${response.statusCode}`);
        }
      }
    }
    expect(passed).toEqual([]);
  });

  it('serves a secretary every route listed (a refused body at worst, never a refused door)', async () => {
    const doors: string[] = [];
    for (const entry of SECRETARY_ROUTES.filter((route) => !route.endsWith('/logout'))) {
      const [method, url] = entry.split(' ') as [string, string];
      if (url.endsWith('/stream')) continue; // an open event stream never ends on its own
      const response = await call(method, concrete(url), secretaryToken);
      if ([401, 403].includes(response.statusCode)) doors.push(`${entry} → ${response.statusCode}`);
    }
    expect(doors).toEqual([]);
  });

  it('refuses every signed-in route to an anonymous caller, in every spelling of its path', async () => {
    const passed: string[] = [];
    for (const route of routes.filter((entry) => isSessionAccess(entry.access))) {
      for (const url of spellings(concrete(route.url))) {
        const response = await call(route.method, url);
        if (!REFUSED.includes(response.statusCode)) {
          passed.push(`${route.method} ${url} → ${response.statusCode}`);
        }
      }
    }
    expect(passed).toEqual([]);
  });

  it('refuses the REST API and MCP routes to a session token and to no token at all', async () => {
    const passed: string[] = [];
    for (const route of routes.filter((entry) => entry.access?.endsWith('-token'))) {
      for (const url of spellings(concrete(route.url))) {
        for (const token of [undefined, professionalToken, secretaryToken, adminToken]) {
          const response = await call(route.method, url, token);
          if (!REFUSED.includes(response.statusCode)) {
            passed.push(`${route.method} ${url} → ${response.statusCode}`);
          }
        }
      }
    }
    expect(passed).toEqual([]);
  });

  it('still serves the admin a decoded spelling of her own route (the guard is the route, not the text)', async () => {
    const plain = await call('GET', '/api/admin/integration-settings', adminToken);
    const encoded = await call('GET', '/api/%61dmin/integration-settings', adminToken);
    expect(plain.statusCode).toBe(200);
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json()).toEqual(plain.json());
  });

  it('keeps the admin-only integration functions from a professional (the reported attack)', async () => {
    for (const [method, url] of [
      ['GET', '/api/%61dmin/integration-settings'],
      ['GET', '/api/admi%6e/integration-settings'],
      ['POST', '/api/%61dmin/toggle-api'],
      ['POST', '/api/%61dmin/generate-mcp-token'],
      ['POST', '/api/%61dmin/generate-api-token'],
      ['POST', '/api/%61dmin/revoke-api-token'],
      ['GET', '/api/%61dmin/audit-log?limit=50'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: bearer(professionalToken),
        ...(method === 'POST' ? { payload: { enabled: false } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe('Você não tem permissão para esta ação.');
    }
    const settings = await call('GET', '/api/admin/integration-settings', adminToken);
    expect(settings.json()).toMatchObject({ mcpToken: null, apiToken: null });
  });

  it('keeps each token to its own door: an MCP token opens no REST call, an API token no MCP call', async () => {
    const admin = await registerAdmin(t);
    const mcpToken = (await call('POST', '/api/admin/generate-mcp-token', admin.token)).json()
      .mcpToken as string;
    const apiToken = (await call('POST', '/api/admin/generate-api-token', admin.token)).json()
      .apiToken as string;
    for (const kind of ['api', 'mcp']) {
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/toggle-${kind}`,
        headers: bearer(admin.token),
        payload: { enabled: true },
      });
    }
    expect((await call('GET', '/api/v1/professionals', apiToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/professionals', mcpToken)).statusCode).toBe(401);
    expect((await call('POST', '/mcp-server', apiToken)).statusCode).toBe(401);
    expect((await call('GET', '/api/user/profile', apiToken)).statusCode).toBe(401);
  });

  it('answers 401, never a 500, to an oversized or malformed bearer token', async () => {
    for (const token of ['x'.repeat(10_000), 'Bearer', '%00', '💥']) {
      expect((await call('GET', '/api/user/profile', token)).statusCode).toBe(401);
      expect((await call('GET', '/api/v1/professionals', token)).statusCode).toBe(401);
    }
  });

  it("stops a removed professional's session at once", async () => {
    const admin = await registerAdmin(t);
    const professional = await signedInProfessional(t, admin.user.organizationId);
    expect((await call('GET', '/api/user/profile', professional.token)).statusCode).toBe(200);
    const removed = await call('DELETE', `/api/admin/users/${professional.id}`, admin.token);
    expect(removed.statusCode).toBeLessThan(300);
    expect((await call('GET', '/api/user/profile', professional.token)).statusCode).toBe(401);
  });
});
