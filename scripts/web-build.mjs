// Builds the web app when dist/web is missing or older than its sources (by content hash).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.join(root, 'dist', 'web');
// The server entry that renders public pages (web/src/entry-server.tsx), read by the server.
const ssrOutDir = path.join(root, 'dist', 'web-ssr');
const stampFile = path.join(outDir, '.source-hash');
const SOURCES = ['web', 'core', 'package-lock.json'];

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((item) => item.name !== 'node_modules' && !item.name.endsWith('.test.ts'))
    .flatMap((item) => listFiles(path.join(entry, item.name)));
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(listFiles).sort()) {
    hash.update(file).update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Returns true when it built, false when the existing build was current. */
export function buildWebIfStale({ force = false } = {}) {
  const hash = sourceHash();
  const current =
    existsSync(path.join(outDir, 'index.html')) &&
    existsSync(path.join(ssrOutDir, 'entry-server.js')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === hash;
  if (current && !force) return false;
  console.log('Building the web app (dist/web, dist/web-ssr)...');
  const vite = (...args) =>
    spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'web/vite.config.ts',
        '--logLevel',
        'warn',
        ...args,
      ],
      // Always the production build: a caller under Vitest (NODE_ENV=test) would otherwise get
      // the libraries' development files, bigger and slower, and that is what the server sends.
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
  if (vite().status !== 0) throw new Error('The web build failed.');
  const ssr = vite('--ssr', 'src/entry-server.tsx', '--outDir', ssrOutDir, '--emptyOutDir');
  if (ssr.status !== 0) throw new Error('The server entry build failed.');
  writeFileSync(stampFile, hash);
  return true;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  buildWebIfStale({ force: process.argv.includes('--force') });
}
