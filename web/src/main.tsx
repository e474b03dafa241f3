import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { App } from './app';
import { holdEarlyEvents } from './lib/held-events';
import { queryClient } from './lib/query-client';
import { PAGE_STATE_ID } from './lib/page-state';
import { publicRoutes } from './routes';
import './index.css';

// The CSP forbids eval: without this, zod probes `new Function` and the browser reports a violation.
// Only the lazily loaded forms parse with zod: set it as zod arrives (the chunk they share), so
// zod stays out of the entry that every page, the public booking page first, downloads.
void import('zod/v4/core').then(({ config }) => config({ jitless: true }));

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page the server already rendered (docs/decisions/035): take over its HTML with the
// data it was rendered from, once the page's chunk is here, so nothing moves or repaints.
const pageState = document.getElementById(PAGE_STATE_ID);
if (pageState && root.firstChild) {
  const replayEarlyEvents = holdEarlyEvents(root);
  hydrateQueries(queryClient, JSON.parse(pageState.textContent ?? '{}'));
  const page = publicRoutes.find(([path]) => matchRoute(parse, path, location.pathname)[0]);
  void Promise.resolve(page?.[1].preload()).then(() => {
    hydrateRoot(root, app);
    replayEarlyEvents();
  });
} else {
  createRoot(root).render(app);
}
