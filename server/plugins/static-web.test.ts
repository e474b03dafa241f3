import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { SCRIPT_HEADER_BYTES, WORKER_HEADER_BYTES } from '../../scripts/bundle-size.mjs';
import { PAGE_ONLY_HEADERS } from './security-headers.ts';
import { registerAdmin } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

const page = (script: string) =>
  `<!doctype html><html><head><script>${script}</script>` +
  `<script type="module" src="/assets/index-1.js"></script></head><body></body></html>`;
const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'agendei-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'index.html'), page('window.theme = "a"'));
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves index.html for pages, with a CSP that allows exactly its inline script', async () => {
    const response = await t.app.inject({ url: '/admin/agenda' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('window.theme = "a"');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' ${hashOf('window.theme = "a"')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('picks up a rebuild while running: new index.html, new CSP hashes, new assets', async () => {
    writeFileSync(path.join(dist, 'index.html'), page('window.theme = "b"'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    writeFileSync(path.join(dist, 'assets', 'index-2.js'), 'console.log(2)');

    // The file is looked at once a second at most: the new page is served within that second.
    const response = await vi.waitFor(
      async () => {
        const answer = await t.app.inject({ url: '/' });
        expect(answer.body).toContain('window.theme = "b"');
        return answer;
      },
      { timeout: 3_000, interval: 100 },
    );
    expect(response.statusCode).toBe(200);
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain(hashOf('window.theme = "b"'));
    expect(csp).not.toContain(hashOf('window.theme = "a"'));

    const asset = await t.app.inject({ url: '/assets/index-2.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(2)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps serving the last index.html while a rebuild has removed it', async () => {
    rmSync(path.join(dist, 'index.html'));
    const response = await t.app.inject({ url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('window.theme = "b"');
    writeFileSync(path.join(dist, 'index.html'), page('window.theme = "b"'));
  });

  it('answers a JSON 404 for unknown API paths and missing assets are not pages', async () => {
    const api = await t.app.inject({ url: '/api/nao-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'NOT_FOUND' });
    const post = await t.app.inject({ method: 'POST', url: '/admin' });
    expect(post.statusCode).toBe(404);
    // A script of an earlier build (a tab left open over a deploy) is not answered with a page.
    const asset = await t.app.inject({ url: '/assets/index-9.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toContain('application/json');
    expect(asset.body).not.toContain('<!doctype html>');
  });

  it('answers HEAD for a page as GET does, without the body (link checkers, uptime monitors)', async () => {
    const get = await t.app.inject({ url: '/admin/agenda' });
    const head = await t.app.inject({ method: 'HEAD', url: '/admin/agenda' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
    expect(head.body).toBe('');
  });
});

/** A GET over a real connection: the headers as sent, and their size on the wire. */
function fetchRaw(port: number, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; headerBytes: number }>(
    (resolve, reject) => {
      get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`
            .length;
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            headerBytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, headerBytes });
        });
      }).on('error', reject);
    },
  );
}

// Issue 32: the booking page's 39 scripts each repeated the page's CSP and helmet headers, 98 KB
// as Lighthouse counts them (docs/decisions/065).
describe("a script's or stylesheet's headers", () => {
  let port: number;
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'export const app = 1;');
    writeFileSync(path.join(dist, 'assets', 'index-1.css'), 'body{margin:0}');
    writeFileSync(path.join(dist, 'assets', 'warm-up-dates.worker-1.js'), 'postMessage(1)');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('sends a script or stylesheet with nosniff and CORP, none of a page’s headers', async () => {
    for (const url of ['/assets/app-1.js', '/assets/index-1.css']) {
      const answer = await fetchRaw(port, url, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, url).toBe(200);
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(answer.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      for (const name of PAGE_ONLY_HEADERS)
        expect(answer.headers[name], `${url} ${name}`).toBeUndefined();
      // scripts/bundle-size.mjs counts this much per script toward a page's 60 KB.
      expect(answer.headerBytes, url).toBeLessThanOrEqual(SCRIPT_HEADER_BYTES);
    }
  });

  it('keeps the CSP on a worker’s script (its own document) and on a page named like a script', async () => {
    const worker = await fetchRaw(port, '/assets/warm-up-dates.worker-1.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
    expect(worker.headers['referrer-policy']).toBe('no-referrer');
    expect(worker.headerBytes).toBeLessThanOrEqual(WORKER_HEADER_BYTES);
    const page = await fetchRaw(port, '/agenda.js');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('transport security', () => {
  it('sends HSTS and Secure cookies only over https (X-Forwarded-Proto behind TRUST_PROXY)', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 1 });
    try {
      const plain = await proxied.app.inject({ url: '/healthz' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const tls = await proxied.app.inject({
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

      const admin = await registerAdmin(proxied);
      const login = (headers: Record<string, string>) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/user/login',
          headers,
          payload: { email: admin.user.email, password: admin.password },
        });
      const overHttp = (await login({})).cookies[0];
      expect(overHttp).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(overHttp?.secure).toBeFalsy();
      const overHttps = (await login({ 'x-forwarded-proto': 'https' })).cookies[0];
      expect(overHttps).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
    } finally {
      await proxied.close();
    }
  });

  it('marks the cookie Secure on every request with COOKIE_SECURE', async () => {
    const secure = await createTestApp({ COOKIE_SECURE: true });
    try {
      const admin = await registerAdmin(secure);
      const login = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { email: admin.user.email, password: admin.password },
      });
      expect(login.cookies[0]).toMatchObject({ httpOnly: true, secure: true });
    } finally {
      await secure.close();
    }
  });
});
