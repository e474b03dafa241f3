import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compileHints } from './vite-plugins/compile-hints.ts';
import { SHARED_CHUNK, publicPageChunks } from './vite-plugins/public-chunks.ts';
import { publicStylesheet } from './vite-plugins/public-stylesheet.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));
const coreDir = fileURLToPath(new URL('../core', import.meta.url));

/** The meta element that lists the app's modules for web/src/main.tsx to preload. */
const APP_MODULES_META = 'agendei-modules';

// The dev API (`npm run dev`) listens on API_PORT; the browser only ever talks to Vite.
const apiPort = process.env.API_PORT ?? '5001';

/**
 * Writes a .br and a .gz beside every script and stylesheet, compressed once at build time at
 * the best level; the server sends them to browsers that accept them (@fastify/static's
 * `preCompressed`), which cuts the booking page's transfer by about three quarters.
 */
function precompress(): Plugin {
  return {
    name: 'agendei-precompress',
    apply: 'build',
    // The server entry (dist/web-ssr) is read from disk by the server, never sent.
    applyToEnvironment: (environment) => environment.name === 'client',
    // After the files are written: earlier hooks still see code that later plugins rewrite.
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const file = path.join(options.dir ?? outDir, fileName);
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        const brotli = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        });
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * The app's modules, listed in index.html (`<meta name="agendei-modules">`) for the tiny entry
 * (src/main.tsx) to preload once the page has painted: nothing but the page itself is fetched
 * before that paint. The entry is fetched at low priority. Vite's own preload helper is off: its
 * link insertions cost the phone a long task (docs/decisions/039).
 */
function listAppModules(): Plugin {
  return {
    name: 'agendei-list-app-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        // The chunk holding the app's start (`app`, docs/decisions/065).
        const start = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => id.endsWith('/src/start.tsx')),
        );
        if (!start) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
        };
        visit(start.fileName);
        // What every page loads next, whatever its screen (docs/decisions/065): fetched side by
        // side with the start rather than after the screen's chunk has named it.
        const shared = chunks.find((chunk) => chunk.name === SHARED_CHUNK);
        if (shared) visit(shared.fileName);
        const entryLowPriority = html.replace(
          '<script type="module" crossorigin',
          '<script type="module" fetchpriority="low" crossorigin',
        );
        const list = {
          tag: 'meta',
          attrs: {
            name: APP_MODULES_META,
            content: [...files].map((file) => `/${file}`).join(' '),
          },
          injectTo: 'head' as const,
        };
        return { html: entryLowPriority, tags: [list] };
      },
    },
  };
}

/** The public pages' scripts in a handful of files, not forty (docs/decisions/065). */
const chunking = publicPageChunks(webRoot);

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: [
    react(),
    tailwindcss(),
    chunking.plugin,
    compileHints(),
    publicStylesheet({ webRoot, stylesheet: path.join(srcDir, 'index.css') }),
    precompress(),
    listAppModules(),
  ],
  resolve: {
    // React's API on Preact (docs/decisions/035): the same components, a twentieth of the runtime.
    alias: [
      { find: '@core', replacement: coreDir },
      { find: '@', replacement: srcDir },
      { find: /^zod$/, replacement: path.join(srcDir, 'lib', 'zod-without-eval.ts') },
      { find: /^react$/, replacement: path.join(srcDir, 'lib', 'react-on-preact.ts') },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    ],
  },
  // The server entry bundles every dependency, so they too get Preact for `react`.
  ssr: { noExternal: true },
  build: {
    outDir,
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: which chunks each route loads (scripts/bundle-size.mjs).
    manifest: true,
    // The app's modules are listed in index.html (listAppModules), not preloaded by Vite's helper.
    modulePreload: false,
    // One stylesheet, in index.html (inline in server-rendered pages): lazy screens add none.
    cssCodeSplit: false,
    // The server entry is one file, so the server can load a rebuild of it whole (page-render.ts).
    // The client's chunks: a public page loads a handful of files (docs/decisions/065).
    ...(isSsrBuild
      ? { copyPublicDir: false, rollupOptions: { output: { codeSplitting: false } } }
      : { rollupOptions: { output: { codeSplitting: chunking.codeSplitting } } }),
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
}));
