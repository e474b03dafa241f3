import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { buildWebIfStale } from '../../scripts/web-build.mjs';
import { bookedWithLink } from '@tests/helpers/manage-booking.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  buildWebIfStale();
  // Reads of a private link: 6 a minute per client.
  t = await createTestApp({
    WEB_DIST_DIR: './dist/web',
    WEB_SSR_DIR: './dist/web-ssr',
    PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: 1,
  });
}, 120_000);
afterAll(() => t.close());

const drawn = (html: string) => !html.includes('<div id="root"></div>');

describe("the server render of a client's private page", () => {
  it('reads the appointment as the client who asked for the page: their limit, not the server’s', async () => {
    const { token } = await bookedWithLink(t);
    const page = async (remoteAddress: string) =>
      (await t.app.inject({ url: `/agendamento/${token}`, remoteAddress })).body;
    for (let visit = 0; visit < 6; visit++) expect(drawn(await page('203.0.113.10'))).toBe(true);
    // The seventh render's read is refused: the page goes out for the browser to render.
    expect(drawn(await page('203.0.113.10'))).toBe(false);
    const read = async (remoteAddress: string) =>
      (await t.app.inject({ url: `/api/booking/manage/${token}`, remoteAddress })).statusCode;
    expect(await read('203.0.113.10')).toBe(429);
    expect(await read('203.0.113.11')).toBe(200);
    expect(drawn(await page('203.0.113.12'))).toBe(true);
  });
});
