import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

// A page well over the 1 KB threshold, as the built index.html is.
const html = `<!doctype html><html><body>${'<p>Agende seu horário</p>'.repeat(200)}</body></html>`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'agendei-compress-'));
  writeFileSync(path.join(dist, 'index.html'), html);
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it('sends the page HTML in Brotli to a browser that accepts it, and says so in Vary', async () => {
    const response = await t.app.inject({
      url: '/login',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(html.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
  });

  it('sends JSON in gzip to a client that only accepts gzip', async () => {
    const response = await t.app.inject({
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(gunzipSync(response.rawPayload).toString());
    expect(document.openapi).toBe('3.1.0');
  });

  it('leaves answers alone for a client that accepts no encoding, and small ones always', async () => {
    const plain = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toBe('3.1.0');

    const small = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });
});
