import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbeddedBookingPage } from './embeddable-pages.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

describe('isEmbeddedBookingPage', () => {
  it('is true for the three kinds of booking page in embed mode', () => {
    expect(isEmbeddedBookingPage('/book/personal/ana-souza?embed=1&theme=dark')).toBe(true);
    expect(isEmbeddedBookingPage('/book/shared/0b6c?theme=auto&embed=1')).toBe(true);
    expect(isEmbeddedBookingPage('/book/ana-souza?embed=1')).toBe(true);
  });

  it('is false for booking pages of their own and for every other page', () => {
    expect(isEmbeddedBookingPage('/book/personal/ana-souza')).toBe(false);
    expect(isEmbeddedBookingPage('/book/personal/ana-souza?embed=0')).toBe(false);
    expect(isEmbeddedBookingPage('/admin/agenda?embed=1')).toBe(false);
    expect(isEmbeddedBookingPage('/book/personal/ana/x?embed=1')).toBe(false);
    expect(isEmbeddedBookingPage('/api/booking/personal/ana?embed=1')).toBe(false);
  });
});

const root = path.resolve(import.meta.dirname, '../..');
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'agendei-embed-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body></body></html>');
  writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'console.log(1)');
  // What the build copies from web/public.
  copyFileSync(path.join(root, 'web/public/embed.js'), path.join(dist, 'embed.js'));
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const frameAncestorsOf = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];

describe('the widget as served', () => {
  it('serves /embed.js as JavaScript any site may load, cached for a few minutes', async () => {
    const response = await t.app.inject({ url: '/embed.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toContain("'agendei:booked'");
  });

  it('lets any site frame a booking page in embed mode', async () => {
    for (const url of ['/book/personal/ana-souza?embed=1', '/book/shared/0b6c?embed=1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(frameAncestorsOf(response.headers['content-security-policy']), url).toBe('*');
    }
  });

  it('keeps signed-in screens, other files and booking pages of their own unframeable', async () => {
    const urls = [
      '/admin/agenda',
      '/admin/agenda?embed=1',
      '/dashboard/booking-links?embed=1',
      '/book/personal/ana-souza',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ url });
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(frameAncestorsOf(response.headers['content-security-policy']), url).toBe("'self'");
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    // A script is no document a frame could show (decision 065: no page headers on it); other
    // origins still cannot load it.
    const script = await t.app.inject({ url: '/assets/index-1.js' });
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
  });
});
