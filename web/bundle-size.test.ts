// The public pages' JavaScript budgets (issues 11, 21): a client on a phone must not wait for the
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

type RouteSize = { route: string; bytes: number; brotliBytes: number; files: string[] };
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

  it('never loads the session or the signed-in screens on the booking page', () => {
    const files = sizeOf('booking (/book/personal').files.join(' ');
    expect(files).not.toMatch(/account-app|login|dashboard/);
  });

  it('counts what a page loads once idle (the toaster) in its scripts', () => {
    expect(sizeOf('booking (/book/personal').files.join(' ')).toMatch(/toaster/);
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
