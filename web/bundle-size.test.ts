// The public booking page's JavaScript budget (issue 11): a client on a phone must not wait for
// the signed-in app. Builds the web app into a temporary folder, so dist/web stays untouched.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { measureEmbed, measureRoutes } from '../scripts/bundle-size.mjs';

const KB = 1024;
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(path.join(os.tmpdir(), 'agendei-bundle-'));

type RouteSize = { route: string; bytes: number; files: string[] };
let sizes: RouteSize[] = [];

beforeAll(() => {
  const build = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    // Vitest sets NODE_ENV=test, which would build React's development files.
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  expect(build.status, build.stderr).toBe(0);
  sizes = measureRoutes(outDir);
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const sizeOf = (route: string) => sizes.find((size) => size.route.startsWith(route))!;

describe('bundle size', () => {
  // 121 KB since issue 18/19: where the service happens (icons, summary) and the stream backoff
  // added ~1 KB; 122 KB since issue 22: the 2000…+5 years check of every instant (~0.1 KB) and
  // Rollup putting TanStack's Query class in a chunk of its own once the assistant-consent page
  // shared it (~0.4 KB of chunk overhead); 123 KB since issue 21's widget: the embed mode (theme,
  // accent, height and booking messages to the host page, ~0.3 KB). Issue 21 replaces these
  // ceilings with 60 KB (server-rendered public pages).
  it('keeps the public booking pages within 123 KB of gzipped JS', () => {
    const booking = sizes.filter((size) => size.route.startsWith('booking ('));
    expect(booking.length).toBeGreaterThan(0);
    for (const size of booking) {
      expect(size.bytes, `${size.route}: ${size.files.join(', ')}`).toBeLessThanOrEqual(123 * KB);
    }
  });

  it("keeps the client's manage page within 128 KB of gzipped JS", () => {
    // It also formats dates with date-fns (core/scheduling/format-instant.ts): about 8 KB more,
    // and since issue 19 offers 'Adicionar à agenda' (Google, Outlook, .ics): about 1.5 KB; the
    // issue 22 growth of the booking page applies here too.
    const size = sizeOf('manage booking');
    expect(size.bytes, size.files.join(', ')).toBeLessThanOrEqual(128 * KB);
  });

  it('never loads the session, the signed-in screens or the toaster on the booking page', () => {
    const files = sizeOf('booking (/book/personal').files.join(' ');
    expect(files).not.toMatch(/account-app|login|dashboard|toaster/);
  });

  it("keeps the offices' widget script (embed.js) within 5 KB of gzipped JS", () => {
    const embed = measureEmbed(outDir);
    expect(embed.bytes).toBeLessThanOrEqual(5 * KB);
    expect(embed.withinBudget).toBe(true);
  });

  it('finds an embed.js over 5 KB of gzipped JS over budget', () => {
    const tooBig = mkdtempSync(path.join(os.tmpdir(), 'agendei-embed-'));
    try {
      // Random text barely compresses: 12 KB of it stays far above 5 KB gzipped.
      const noise = Array.from({ length: 12 * KB }, () => Math.random().toString(36)[2]).join('');
      writeFileSync(path.join(tooBig, 'embed.js'), `var noise = '${noise}';`);
      expect(measureEmbed(tooBig).withinBudget).toBe(false);
    } finally {
      rmSync(tooBig, { recursive: true, force: true });
    }
  });
});
