// The public pages' JavaScript budgets (issues 11, 21, 32): a client on a phone must not wait for the
// signed-in app. Builds the web app into a temporary folder, so dist/web stays untouched.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { budgets, measureEmbed, measureRoutes, overBudget } from '../scripts/bundle-size.mjs';
import { COMPILE_HINT } from './vite-plugins/compile-hints.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(path.join(os.tmpdir(), 'agendei-bundle-'));

type RouteSize = {
  route: string;
  bytes: number;
  brotliBytes: number;
  transferBytes: number;
  files: string[];
};
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

const KB = 1024;
const sizeOf = (route: string) => sizes.find((size) => size.route.startsWith(route))!;

describe('bundle size', () => {
  // Since issue 21 React's API runs on Preact (docs/decisions/035): the budget is what the server
  // sends (Brotli), 60 KB for every public page, counting all it loads (docs/decisions/039).
  it('keeps every public page within its budget of scripts over the wire', () => {
    expect(Object.keys(budgets).every((route) => sizeOf(route))).toBe(true);
    expect(overBudget(sizes)).toEqual([]);
  });

  // Issue 32: 39 files, each response repeating the page's headers, were 98 KB as Lighthouse
  // counts them; a public page now loads a handful (docs/decisions/065).
  it('loads every public page in at most 10 script files, 60 KB with their headers', () => {
    for (const route of Object.keys(budgets)) {
      const size = sizeOf(route);
      expect(size.files.length, route).toBeLessThanOrEqual(10);
      expect(size.transferBytes, route).toBeLessThanOrEqual(60 * KB);
    }
    expect(overBudget([{ ...sizeOf('landing'), files: Array(11).fill('a.js') }])).toEqual([
      'landing: 11 script files, over its 10',
    ]);
  });

  it('fetches nothing before a page paints but its entry, which imports no other script', () => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    const entry = Object.values(manifest).find((chunk) => (chunk as { isEntry?: boolean }).isEntry);
    expect(entry).toMatchObject({ file: expect.stringMatching(/^assets\/index-/) });
    expect((entry as { imports?: string[] }).imports ?? []).toEqual([]);
  });

  it("never loads a public page's own chunk in the signed-in app", () => {
    const modules = JSON.parse(readFileSync(path.join(outDir, '.vite/modules.json'), 'utf8'));
    const pageChunks = ['book-personal', 'manage-booking', 'landing'].map(
      (page) => modules[`src/pages/${page}.tsx`] as string,
    );
    expect(new Set(pageChunks).size).toBe(3);
    for (const route of ['login', 'dashboard']) {
      expect(sizeOf(route).files.filter((file) => pageChunks.includes(file))).toEqual([]);
    }
  });

  it('never loads the session or the signed-in screens on the booking page', () => {
    const files = sizeOf('booking (/book/personal').files.join(' ');
    expect(files).not.toMatch(/account-app|login|dashboard/);
  });

  it('counts what a page loads once idle (the toaster) in its scripts', () => {
    // Grouped modules have no file of their own: the build lists the chunk that holds each.
    const modules = JSON.parse(readFileSync(path.join(outDir, '.vite/modules.json'), 'utf8'));
    expect(modules['src/components/ui/toaster.tsx']).toMatch(/^assets\//);
    expect(sizeOf('booking (/book/personal').files).toContain(
      modules['src/components/ui/toaster.tsx'],
    );
  });

  // docs/decisions/048: V8 compiles a hinted file's functions while it streams in, off the page's
  // main thread; the hint counts only as the file's first line.
  it("starts every script of a public page with V8's compile hint", () => {
    const unhinted = Object.keys(budgets).flatMap((route) =>
      sizeOf(route)
        .files.filter((file) => !file.includes('.worker-'))
        .filter(
          (file) => !readFileSync(path.join(outDir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`),
        ),
    );
    expect(unhinted).toEqual([]);
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
