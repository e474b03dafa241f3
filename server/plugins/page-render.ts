import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isEmbeddedBookingPage } from './embeddable-pages.ts';
import { FileStamp } from './file-stamp.ts';

/** What the web app's server entry exports (web/src/entry-server.tsx, built to WEB_SSR_DIR). */
type EntryServer = {
  renderPublicPage(url: string): Promise<RenderedPage | undefined>;
  setApiTransport(send: typeof fetch): void;
  PAGE_STATE_ID: string;
};
type RenderedPage = { html: string; state: unknown } | { missing: true };

/** JSON that no string inside can end early: `<` is written \u003c (so no `</script>`). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html with the rendered page in its root and the page's data just before it, as JSON
 * that is never executed (the CSP's script hashes stay as they are); undefined without a root.
 */
export function withRenderedPage(
  indexHtml: string,
  page: { html: string; state: unknown },
  stateId: string,
) {
  if (!indexHtml.includes(EMPTY_ROOT)) return undefined;
  const state = `<script type="application/json" id="${stateId}">${jsonForScript(page.state)}</script>`;
  // A function, so `$` in the page is never read as a replacement pattern.
  return indexHtml.replace(EMPTY_ROOT, () => `${state}<div id="root">${page.html}</div>`);
}

/** The request a render runs for: its API reads count against that client's own limits. */
const rendering = new AsyncLocalStorage<FastifyRequest>();

/**
 * Renders public pages on the server with the built server entry, read again when a rebuild
 * changes it (looked at once a second at most). Without a build, or when a render fails, pages
 * are sent as before and the browser renders them.
 */
export class PageRenderer {
  private readonly stamp: FileStamp;
  private entry: Promise<EntryServer | undefined> = Promise.resolve(undefined);

  constructor(
    ssrDir: string,
    private readonly app: FastifyInstance,
    checkEveryMs = 1_000,
  ) {
    this.stamp = new FileStamp(path.resolve(ssrDir, 'entry-server.js'), checkEveryMs);
  }

  private refresh(): Promise<EntryServer | undefined> {
    const stamp = this.stamp.changed();
    if (stamp !== undefined) {
      const url = `${pathToFileURL(this.stamp.file).href}?build=${encodeURIComponent(stamp)}`;
      this.entry = (import(url) as Promise<EntryServer>).then((entry) => {
        entry.setApiTransport((input, init) => this.readApi(String(input), init));
        return entry;
      });
    }
    return this.entry;
  }

  /** A GET of our own API, answered in process as if the client had asked it. */
  private async readApi(url: string, init?: RequestInit): Promise<Response> {
    const request = rendering.getStore();
    const answer = await this.app.inject({
      method: init?.method === 'GET' || !init?.method ? 'GET' : 'HEAD',
      url,
      ...(request ? { remoteAddress: request.ip } : {}),
    });
    const body = answer.statusCode === 204 ? null : answer.payload;
    const type = answer.headers['content-type'];
    return new Response(body, {
      status: answer.statusCode,
      headers: type ? { 'content-type': String(type) } : {},
    });
  }

  /**
   * index.html with the page rendered in; `missing` for a public link that names nothing (sent
   * as index.html with a 404, the browser saying so); undefined to send index.html as it is.
   */
  async render(
    request: FastifyRequest,
    indexHtml: string,
  ): Promise<string | { missing: true } | undefined> {
    // Inside an office's website the page drops its header and footer, which only the browser
    // knows to do (web/src/lib/embed-mode.ts): rendered here, hydration would meet other markup.
    if (isEmbeddedBookingPage(request.url)) return undefined;
    try {
      const entry = await this.refresh();
      if (!entry) return undefined;
      const page = await rendering.run(request, () => entry.renderPublicPage(request.url));
      if (!page || 'missing' in page) return page;
      return withRenderedPage(indexHtml, page, entry.PAGE_STATE_ID);
    } catch (error) {
      request.log.warn({ err: error }, 'server render failed; the browser renders the page');
      return undefined;
    }
  }
}
