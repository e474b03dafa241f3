import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { buildWebIfStale } from '../../scripts/web-build.mjs';
import { formatLongDateIn, formatTimeOfInstant } from '@core/scheduling/format-instant.ts';
import { bearer, signedInProfessional } from '@tests/helpers/factories.ts';
import { bookedWithLink } from '@tests/helpers/manage-booking.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The real build: the page is rendered by the same components the browser runs.
  buildWebIfStale();
  t = await createTestApp({ WEB_DIST_DIR: './dist/web', WEB_SSR_DIR: './dist/web-ssr' });
}, 120_000);
afterAll(() => t.close());

/** A professional open every day from 9 to 18, with one service. */
async function openProfessional() {
  const pro = await signedInProfessional(t, undefined, { name: 'Bruno Lima' });
  for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
    await t.app.inject({
      method: 'POST',
      url: '/api/availability',
      headers: bearer(pro.token),
      payload: { dayOfWeek, startTime: '09:00', endTime: '18:00' },
    });
  }
  await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(pro.token),
    payload: { name: 'Consulta <inicial>', duration: 45 },
  });
  const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(pro.token) });
  return profile.json() as { bookingSlug: string };
}

/** A client's booking of a service, 10:00 to 10:45 in three days, and its private link. */
const bookedClient = (on: TestApp = t) =>
  bookedWithLink(on, {
    // Offered on the hour, so 10:00 is a slot (a 45-minute step would give 09:45, 10:30).
    service: { name: 'Consulta <inicial>', duration: 45, slotIntervalMinutes: 60 },
  });

const dayButtons = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-label="([^"]*\d{4}[^"]*)"[^>]*>/g)].map((match) => ({
    label: match[1]!,
    free: !/\bdisabled\b/.test(match[0]),
  }));

describe('server-rendered public pages', () => {
  it("sends the booking page with the professional, the services and the month's free days", async () => {
    const { bookingSlug } = await openProfessional();
    const response = await t.app.inject({ url: `/book/personal/${bookingSlug}` });
    expect(response.statusCode).toBe(200);
    const root = response.body.split('<div id="root">')[1] ?? '';
    expect(root).toContain('Bruno Lima');
    expect(root).toContain('Consulta &lt;inicial>');
    const days = dayButtons(root);
    expect(days.length).toBeGreaterThanOrEqual(28);
    expect(days.filter((day) => day.free).length).toBeGreaterThan(0);
    // The data travels as JSON that is never run, and no text in it can close its element.
    const state = /<script type="application\/json" id="agendei-page-state">([^]*?)<\/script>/.exec(
      response.body,
    );
    expect(state?.[1]).toContain('/api/slots');
    expect(state?.[1]).toContain('Consulta \\u003cinicial>');
    const scriptSources = /script-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    );
    expect(scriptSources?.[1]).not.toContain('unsafe-inline');
    // Its styles come inside it, so it paints without another round trip; before that paint it
    // asks for nothing else but its small entry, at low priority (the app's modules are listed
    // for the entry to fetch after the paint).
    expect(response.body).toMatch(/<style>[^<]*\.flex\{/);
    expect(response.body).not.toContain('rel="stylesheet"');
    // Only the public pages' rules (docs/decisions/050): the signed-in screens' are not sent, and
    // the whole stylesheet is named for them to load.
    const style = /<style>([^<]*)<\/style>/.exec(response.body)?.[1] ?? '';
    const whole = readFileSync(
      path.join('dist/web', /content="\/(assets\/style-[^"]+\.css)"/.exec(response.body)![1]!),
      'utf8',
    );
    expect(style.length).toBeLessThan(whole.length * 0.8);
    expect(whole).toContain('.h-dvh{');
    expect(style).not.toContain('.h-dvh{');
    expect(response.body).toMatch(/<meta name="agendei-full-styles" content="\/assets\/style-/);
    expect(response.body).not.toContain('agendei-public-styles');
    expect(response.body).not.toContain('rel="modulepreload"');
    expect(response.body).toMatch(/<script type="module" fetchpriority="low"[^>]* src="\/assets\//);
    // The app's start is in the `app` chunk (docs/decisions/065).
    expect(response.body).toMatch(/<meta name="agendei-modules" content="\/assets\/app-/);
  });

  it('sends an unknown link as a 404 and the signed-in screens as a 200, both the plain app for the browser to render', async () => {
    for (const [url, status] of [
      ['/book/personal/ninguem', 404],
      ['/book/ninguem', 404],
      ['/admin/agenda', 200],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('agendei-page-state');
      // The browser draws these itself: the stylesheet stays a file it caches.
      expect(response.body).toContain('rel="stylesheet"');
    }
  });

  it("sends the booking page inside an office's website (?embed=1) as the plain app: the browser drops its header and footer", async () => {
    const { bookingSlug } = await openProfessional();
    const response = await t.app.inject({ url: `/book/personal/${bookingSlug}?embed=1` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('agendei-page-state');
  });
});

const rootOf = (html: string) => html.split('<div id="root">')[1] ?? '';

describe("the client's private page (/agendamento/:token)", () => {
  it('sends the appointment drawn: the service, the day, the time and the professional', async () => {
    const { timezone, token, appointment } = await bookedClient();
    const { startTime, endTime } = appointment;
    const response = await t.app.inject({ url: `/agendamento/${token}` });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('Seu agendamento');
    expect(root).toContain('Olá, Maria!');
    expect(root).toContain('Consulta &lt;inicial>');
    expect(root).toContain(formatLongDateIn(startTime, timezone));
    const from = formatTimeOfInstant(startTime, timezone);
    expect(root).toContain(`${from} às ${formatTimeOfInstant(endTime, timezone)}`);
    expect(root).toContain('Bruno Lima');
    expect(root).toContain('Cancelar agendamento');
    expect(root).not.toContain('Carregando...');
    expect(response.body).toContain('<script type="application/json" id="agendei-page-state">');
  });

  it('is never kept by a browser or a proxy, and its link never leaves in a Referer', async () => {
    const { token } = await bookedClient();
    const unknown = 'f'.repeat(64);
    for (const url of [
      `/agendamento/${token}`,
      `/agendamento/${unknown}`,
      `/AGENDAMENTO/${token}`,
      `/%61gendamento/${token}?utm=1`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
    // What its data's own read sends.
    const api = await t.app.inject({ url: `/api/booking/manage/${token}` });
    expect(api.headers['cache-control']).toBe('no-store');
    // Other pages may still be kept, asking first.
    const landing = await t.app.inject({ url: '/' });
    expect(landing.headers['cache-control']).toBe('no-cache');
  });

  it('sends a link that opens nothing as a 404 with the plain app: the browser shows its message', async () => {
    const response = await t.app.inject({ url: `/agendamento/${'0'.repeat(64)}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('agendei-page-state');
  });

  it('sends a cancelled appointment as cancelled, with the way to book again', async () => {
    const { token } = await bookedClient();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/booking/manage/${token}/cancel`,
    });
    expect(cancel.statusCode).toBe(204);
    const root = rootOf((await t.app.inject({ url: `/agendamento/${token}` })).body);
    expect(root).toContain('Agendamento cancelado');
    expect(root).toContain('Agendar novo horário');
    expect(root).not.toContain('Cancelar agendamento');
  });
});
