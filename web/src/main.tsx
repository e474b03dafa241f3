import { holdEarlyEvents } from './lib/held-events';
import { PAGE_STATE_ID } from './lib/page-state';
import './index.css';

// The entry every page loads first, kept tiny: on a page the server rendered, the browser paints
// that HTML before any of the app's modules is fetched or run (docs/decisions/039).

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');

/**
 * Resolves once the browser reports its first contentful paint (a paint-timing entry comes after
 * the frame is on screen), or after 250 ms: a tab in the background does not paint.
 */
function afterFirstPaint() {
  return new Promise((resolve) => {
    const done = () => {
      observer?.disconnect();
      resolve(undefined);
    };
    // 'first-paint' comes first and may be a blank frame: only the contentful one counts.
    const observer =
      typeof PerformanceObserver === 'function'
        ? new PerformanceObserver((list) => {
            if (list.getEntriesByName('first-contentful-paint').length) done();
          })
        : undefined;
    try {
      observer?.observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
    setTimeout(done, 250);
  });
}

/**
 * Loads the browser's locale data on another thread (docs/decisions/043): the page's first date
 * formatter would otherwise block it for 15–50 ms, four times that on a phone. Resolves when it
 * is loaded (or has failed, or after a second: the page then loads it itself).
 */
function warmUpDates() {
  return new Promise<void>((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./lib/warm-up-dates.worker.ts', import.meta.url), {
        type: 'module',
      });
    } catch {
      // No worker here (a browser or a policy that refuses it): the page does it itself.
      resolve();
      return;
    }
    const done = () => {
      worker.terminate();
      resolve();
    };
    worker.onmessage = done;
    worker.onerror = done;
    setTimeout(done, 1_000);
  });
}

/**
 * Fetches the app's modules side by side (listed by the build in index.html), instead of one
 * import level after another.
 */
function preloadApp() {
  const list = document.querySelector<HTMLMetaElement>('meta[name="agendei-modules"]');
  for (const href of list?.content.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

const pageState = document.getElementById(PAGE_STATE_ID);
if (pageState && root.firstChild) {
  const replayEarlyEvents = holdEarlyEvents(root);
  void afterFirstPaint()
    .then(() => {
      preloadApp();
      const started = import('./start');
      // Starting the worker is a few milliseconds more: a task of its own.
      const datesReady = new Promise((resolve) => setTimeout(resolve, 0)).then(warmUpDates);
      return Promise.all([started, datesReady]);
    })
    .then(([start]) => start.hydrate(root, pageState.textContent ?? '{}', replayEarlyEvents));
} else {
  const datesReady = warmUpDates();
  preloadApp();
  void Promise.all([import('./start'), datesReady]).then(([start]) => start.render(root));
}
