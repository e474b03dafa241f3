import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { App } from './app';
import { applyEmbedAccent } from './lib/embed-mode';
import { beginHydration, hydrateLaterParts } from './lib/hydration-parts';
import { queryClient } from './lib/query-client';
import { publicRoutes } from './routes';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** Yields to the browser, so what comes next runs in a task of its own. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Yields past the next frame: the effects of what just hydrated run first (Preact runs them
 * after a frame), in their own task rather than all parts' effects together.
 */
const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Renders the app into an empty root. */
export function render(root: HTMLElement) {
  applyEmbedAccent();
  createRoot(root).render(app);
}

/**
 * Takes over a page the server rendered (docs/decisions/035) with the data it was rendered from,
 * once the page's chunk is here, so nothing moves or repaints; then replays what the person did
 * meanwhile.
 */
export async function hydrate(root: HTMLElement, pageState: string, replayEarlyEvents: () => void) {
  hydrateQueries(queryClient, JSON.parse(pageState));
  const page = publicRoutes.find(([path]) => matchRoute(parse, path, location.pathname)[0]);
  await page?.[1].preload();
  // Loading the modules was one long task; the hydration gets a task of its own, so a phone is never
  // blocked for long (docs/decisions/039).
  await nextTask();
  beginHydration();
  hydrateRoot(root, app);
  await hydrateLaterParts(nextFrame);
  replayEarlyEvents();
}
