// Prints the gzipped (and Brotli, as served; and with each response's headers, as Lighthouse counts) JavaScript each
// main route downloads, read from a built web app's Vite manifest (dist/web by default), and exits non-zero when a
// public route is over its budget (60 KB with headers, 10 script files). It builds nothing: run `npm run build` first.
// Usage: node scripts/bundle-size.mjs [web build folder]
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The page modules each route loads after the entry (keys of the manifest, relative to web/). */
export const routeModules = {
  landing: ['src/pages/landing.tsx'],
  login: ['src/account-app.tsx', 'src/pages/login.tsx'],
  'booking (/book/personal/:slug)': ['src/pages/book-personal.tsx'],
  'booking (/book/shared/:adminId)': ['src/pages/book-shared.tsx'],
  'manage booking (/agendamento/:token)': ['src/pages/manage-booking.tsx'],
  // A signed-in screen loads its frame's feature parts with it (account-app.tsx's framedPage).
  dashboard: ['src/account-app.tsx', 'src/account-frame.tsx', 'src/pages/user-dashboard.tsx'],
};

const KB = 1024;

/**
 * What every page loads besides its own screen (manifest keys): the app's start, imported by the
 * entry once the page has painted, and the toaster, loaded when the page is idle.
 */
const EVERY_PAGE_MODULES = ['src/start.tsx', 'src/components/ui/toaster.tsx'];

/**
 * What a public page's scripts may weigh as Lighthouse counts them (issues 21 and 32): each
 * response's Brotli body as served plus its headers (`transferBytes`), 60 KB.
 */
export const budgets = {
  landing: 60 * KB,
  'booking (/book/personal/:slug)': 60 * KB,
  'booking (/book/shared/:adminId)': 60 * KB,
  'manage booking (/agendamento/:token)': 60 * KB,
};

/** How many script files a public page may load (issue 32): each request repeats its headers. */
export const SCRIPT_FILES_BUDGET = 10;

/**
 * The response headers counted per script (status line included): a script or stylesheet is
 * sent without a page's headers, a worker's script with them (its CSP is its own).
 * server/plugins/static-web.test.ts checks the server's answers stay within these.
 */
export const SCRIPT_HEADER_BYTES = 512;
export const WORKER_HEADER_BYTES = 1536;

const headerBytesOf = (file) =>
  path.basename(file).includes('.worker-') ? WORKER_HEADER_BYTES : SCRIPT_HEADER_BYTES;

/** The routes over their budget, as messages (empty when all fit). */
export function overBudget(rows) {
  return rows
    .filter((row) => budgets[row.route] !== undefined)
    .flatMap((row) => [
      ...(row.transferBytes > budgets[row.route]
        ? [`${row.route}: ${kb(row.transferBytes)} over its ${kb(budgets[row.route])} budget`]
        : []),
      ...(row.files.length > SCRIPT_FILES_BUDGET
        ? [`${row.route}: ${row.files.length} script files, over its ${SCRIPT_FILES_BUDGET}`]
        : []),
    ]);
}

function readManifest(webDir) {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the web app first (npm run build).`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  // A module grouped into a chunk (web/vite-plugins/public-chunks.ts) has no key of its own: the
  // build lists which chunk holds it, and it is looked up by that chunk's key.
  const modulesFile = path.join(webDir, '.vite', 'modules.json');
  const modules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : {};
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  for (const [module, file] of Object.entries(modules)) {
    if (!manifest[module] && keyOfFile.has(file)) manifest[module] = manifest[keyOfFile.get(file)];
  }
  return manifest;
}

/** The script files a module needs: its own, its workers and, recursively, its static imports. */
function chunkFiles(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) return files;
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  // Scripts a chunk starts by URL, such as a worker (main.tsx's warm-up-dates.worker.ts).
  for (const asset of chunk.assets ?? []) if (asset.endsWith('.js')) files.add(asset);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

/** Per route: the JS files it loads (entry first) and their gzipped bytes. */
export function measureRoutes(webDir = path.join(root, 'dist', 'web')) {
  const manifest = readManifest(webDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, gzipSync(readFileSync(path.join(webDir, file))).length);
    }
    return gzipped.get(file);
  };
  // The entry is a small boot module; every page then loads the app's start (web/src/main.tsx)
  // and, once idle, the toaster (deferred-toaster.tsx).
  const entryFiles = chunkFiles(manifest, entryKey);
  for (const module of EVERY_PAGE_MODULES) chunkFiles(manifest, module, entryFiles);
  return Object.entries(routeModules).map(([route, modules]) => {
    const files = new Set(entryFiles);
    // A module without a manifest key was bundled into the entry (it is not lazy).
    for (const module of modules) chunkFiles(manifest, module, files);
    const jsFiles = [...files].filter((file) => file.endsWith('.js'));
    const entryBytes = [...entryFiles]
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + sizeOf(file), 0);
    // What the server actually sends a browser that accepts Brotli (the build writes .br files).
    const brotliOf = (file) => {
      const br = path.join(webDir, `${file}.br`);
      return existsSync(br) ? statSync(br).size : sizeOf(file);
    };
    const brotliBytes = jsFiles.reduce((sum, file) => sum + brotliOf(file), 0);
    return {
      route,
      files: jsFiles,
      entryBytes,
      bytes: jsFiles.reduce((sum, file) => sum + sizeOf(file), 0),
      brotliBytes,
      // As Lighthouse counts a page's scripts: every response's body and headers.
      transferBytes: jsFiles.reduce((sum, file) => sum + headerBytesOf(file), brotliBytes),
    };
  });
}

/** The widget script offices put on their own websites (web/public/embed.js): 5 KB gzip at most. */
export const EMBED_BUDGET_BYTES = 5 * 1024;

/** The gzipped size of the built embed.js and whether it is within its budget. */
export function measureEmbed(webDir = path.join(root, 'dist', 'web')) {
  const file = path.join(webDir, 'embed.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app first.`);
  const bytes = gzipSync(readFileSync(file), { level: 9 }).length;
  return { bytes, withinBudget: bytes <= EMBED_BUDGET_BYTES };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const webDir = path.resolve(process.argv[2] ?? path.join(root, 'dist', 'web'));
  const rows = measureRoutes(webDir);
  console.log(`JS per route (${path.relative(root, webDir) || webDir}):`);
  for (const row of rows) {
    console.log(
      `  ${row.route.padEnd(40)} ${kb(row.bytes).padStart(9)} gzip  ${kb(row.brotliBytes).padStart(9)} brotli  ${kb(row.transferBytes).padStart(9)} with headers  (entry ${kb(row.entryBytes)} gzip, ${row.files.length} files)`,
    );
  }
  const embed = measureEmbed(webDir);
  console.log(
    `  ${'embed.js'.padEnd(40)} ${kb(embed.bytes).padStart(9)} gzip  (budget ${kb(EMBED_BUDGET_BYTES)})`,
  );
  if (!embed.withinBudget) {
    console.error(`embed.js is over its budget of ${kb(EMBED_BUDGET_BYTES)} gzip.`);
    process.exitCode = 1;
  }
  const over = overBudget(rows);
  for (const message of over) console.error(`Over budget: ${message}`);
  if (over.length) process.exitCode = 1;
}
