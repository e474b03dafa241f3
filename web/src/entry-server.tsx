// The server's way into the web app (a Vite SSR build, see scripts/web-build.mjs): renders a
// public page with the same components the browser hydrates, fetching the data the page's
// queries ask for through the server's own API (docs/decisions/035).
import { type DehydratedState, type QueryClient, dehydrate } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from './app';
import { ApiError, setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { publicRoutes } from './routes';

export { setApiTransport };

/** A page rendered with its data, or a link whose page does not exist (its API answered 404). */
export type RenderedPage = { html: string; state: DehydratedState } | { missing: true };

/** A page's queries settle in one or two rounds (the page, then the month's free times). */
const MAX_ROUNDS = 4;

/** The queries a render asked for that nobody fetches on the server (effects never run there). */
function waitingQueries(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (query.options as { enabled?: unknown }).enabled !== false,
    );
}

/**
 * The page at `url` as HTML with the data it was rendered from; `missing` for a public link that
 * names nothing (an unknown booking link or manage token: the server answers 404); undefined for
 * a screen that is not public, or whose data could not be read (the browser then renders it as
 * before).
 */
export async function renderPublicPage(url: string): Promise<RenderedPage | undefined> {
  const pathname = url.split('?')[0] ?? '/';
  if (!publicRoutes.some(([path]) => matchRoute(parse, path, pathname)[0])) return undefined;
  const client = createQueryClient();
  const location = memoryLocation({ path: url, static: true }).hook;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const html = await renderToStringAsync(<App client={client} location={location} />);
    const waiting = waitingQueries(client);
    if (waiting.length === 0) {
      const errors = client
        .getQueryCache()
        .getAll()
        .flatMap((query) => (query.state.status === 'error' ? [query.state.error] : []));
      if (errors.some((error) => error instanceof ApiError && error.status === 404)) {
        return { missing: true };
      }
      return errors.length ? undefined : { html, state: dehydrate(client) };
    }
    // One try each: a page whose data fails is sent for the browser to render (and retry), not
    // held while the server retries (the manage page retries a failed read in the browser).
    await Promise.all(
      waiting.map((query) =>
        query.fetch({ ...query.options, retry: false }).catch(() => undefined),
      ),
    );
  }
  return undefined;
}
export { PAGE_STATE_ID } from './lib/page-state';
