import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { declareAccessForAll } from './route-access.ts';
import { EMBED_SCRIPT_CACHE_CONTROL, EMBED_SCRIPT_PATH } from './embeddable-pages.ts';
import { FileStamp } from './file-stamp.ts';
import { withStylesInline } from './inline-styles.ts';
import type { PageRenderer } from './page-render.ts';
import { pageCacheControl } from './private-pages.ts';
import { withoutPageHeaders } from './security-headers.ts';
import { AppError } from '@core/app-error.ts';
import { genericMessages } from '@core/messages.ts';

/** sha256 sources for the inline scripts of index.html, so the CSP can allow exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export function readIndexHtml(distDir: string): string | undefined {
  const file = path.join(distDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * The built web app's index.html and the CSP hashes of its inline scripts, read again when the
 * file changes (a rebuild while the server runs), so pages and CSP always match the build. The
 * file is looked at no more than once per `checkEveryMs` (a stat per request cost ~7% of the CPU
 * under load). While the file is missing (a build in progress) the last copy read stays in use.
 */
export class WebIndex {
  private readonly stamp: FileStamp;
  private html: string | undefined;
  private styledHtml: string | undefined;
  private hashes = '';

  constructor(
    private readonly distDir: string,
    checkEveryMs = 1_000,
  ) {
    this.stamp = new FileStamp(path.join(distDir, 'index.html'), checkEveryMs);
    this.refresh();
  }

  private refresh(): void {
    if (this.stamp.changed() === undefined) return;
    const html = readFileSync(this.stamp.file, 'utf8');
    this.html = html;
    this.styledHtml = withStylesInline(html, this.distDir);
    this.hashes = inlineScriptHashes(html).join(' ');
  }

  /** index.html as it is on disk now, or undefined when the web app was never built. */
  get current(): string | undefined {
    this.refresh();
    return this.html;
  }

  /** index.html with its stylesheets inline, for pages the server renders. */
  get withStyles(): string | undefined {
    this.refresh();
    return this.styledHtml;
  }

  /** The CSP script-src sources of the current index.html, space-separated. */
  scriptHashes(): string {
    this.refresh();
    return this.hashes;
  }
}

/**
 * Whether a request path names the API however it is spelled (case, percent-escapes, repeated
 * slashes, dot segments): such a path never gets the web app's page or files, only a JSON 404.
 */
export function namesApi(url: string): boolean {
  let pathName = url.split('?')[0] ?? '';
  try {
    pathName = decodeURIComponent(pathName);
  } catch {
    // A malformed escape is read as written.
  }
  const normalized = new URL(pathName.replace(/[\\/]+/g, '/'), 'http://agendei').pathname;
  return /^\/api(\/|;|$)/i.test(normalized);
}

/**
 * Whether a path names a built file that is not there (a script of an earlier build, asked for by
 * a tab left open over a deploy): a 404, not the app's page, which the browser would refuse as a
 * script with a MIME type error.
 */
function namesMissingAsset(url: string): boolean {
  return /^\/assets\//.test(url.split('?')[0] ?? '');
}

/**
 * Whether a built file is a script or stylesheet, which no browser runs as a document: it needs
 * none of a page's headers (security-headers.ts). A worker's script is its own document (its CSP
 * is the one its response carries) and keeps them, as do pages, SVG images and everything else.
 */
export function isScriptOrStylesheet(filePath: string): boolean {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return /\.(m?js|css)$/.test(name) && !name.includes('.worker-');
}

/**
 * Serves the built web app: hashed assets cached for a year, every other page gets index.html,
 * public pages with their content already rendered in (PageRenderer).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  index: WebIndex,
  renderer?: PageRenderer,
) {
  if (index.current !== undefined) {
    // Its files are public, like the pages the not-found handler answers with index.html.
    await app.register(async (files) => {
      declareAccessForAll(files, 'public');
      // An API path however spelled ('/api/v1//x') is never a file: the API's own 404.
      files.addHook('onRequest', async (request) => {
        if (namesApi(request.url)) throw new AppError('NOT_FOUND', genericMessages.notFound);
      });
      await files.register(fastifyStatic, {
        root: path.resolve(distDir),
        // Files are looked up per request (not listed at start), so a rebuild's new assets are served.
        wildcard: true,
        index: false,
        // The build writes .br and .gz beside each script and stylesheet (web/vite.config.ts).
        preCompressed: true,
        // A folder (/, /admin/) is a page of the app: let the not-found handler send index.html.
        // Repeated slashes are no file's path (the file server would answer 400).
        allowedPath: (pathName) =>
          !pathName.endsWith('/') && !pathName.includes('//') && !namesApi(pathName),
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          if (hashed) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
            // A file whose name changes with its content is never revalidated.
            res.removeHeader('etag');
            res.removeHeader('last-modified');
          } else if (filePath === path.join(path.resolve(distDir), EMBED_SCRIPT_PATH)) {
            res.header('Cache-Control', EMBED_SCRIPT_CACHE_CONTROL);
          }
          if (isScriptOrStylesheet(filePath)) withoutPageHeaders(res);
        },
      });
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !namesApi(request.url) &&
      !namesMissingAsset(request.url);
    const html = wantsPage ? index.current : undefined;
    if (html === undefined) throw new AppError('NOT_FOUND', genericMessages.notFound);
    const rendered = await renderer?.render(request, index.withStyles ?? html);
    const missing = typeof rendered === 'object';
    // A link that names nothing is a 404 (search engines and link checkers see it), with the app,
    // which tells the person so.
    return reply
      .status(missing ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', pageCacheControl(request.url))
      .send(typeof rendered === 'string' ? rendered : html);
  });
}
