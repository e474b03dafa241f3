// What a server-rendered page must keep once its scripts take it over (issue 21): nothing moves,
// and the server drew exactly what the browser itself would draw.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The layout shift the page has had so far and in the next second (CLS, unitless). */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1_000);
      }),
  );
}

/**
 * The page drawn in `html` (a whole document), or in this document when none: the root's page,
 * with what differs only in form between the two written alike. A text area's text is markup in
 * the server's page, a property in the browser's; the server marks its Suspense boundaries with
 * comments the browser skips.
 */
function drawnPage(html: string | null): string {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const drawn = doc.getElementById('root')?.firstElementChild;
  if (!drawn) return '';
  const copy = drawn.cloneNode(true) as Element;
  const fields = copy.querySelectorAll('textarea');
  drawn.querySelectorAll('textarea').forEach((field, i) => {
    fields[i]!.textContent = field.value;
  });
  const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  for (const comment of found) comment.parentNode?.removeChild(comment);
  return copy.outerHTML;
}

/** Waits until the app runs: its toaster loads once the page is idle. */
const appRunning = (page: Page) =>
  expect(page.getByRole('region', { name: /Notificações/ })).toBeAttached();

/**
 * The page at `path` as the server sends it, as its scripts leave it once they took it over, and
 * as the browser draws it on its own (reached from the landing page without a reload), once
 * `ready` shows: all three alike, so hydration kept nothing the app does not mean.
 */
export async function expectServerDrawsAsTheBrowser(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
) {
  const sent = await (await page.request.get(path)).text();
  const server = await page.evaluate(drawnPage, sent);
  expect(server).not.toBe('');
  await page.goto(path);
  await appRunning(page);
  const hydrated = await page.evaluate(drawnPage, null);
  await page.goto('/');
  await appRunning(page);
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await ready(page);
  const browser = await page.evaluate(drawnPage, null);
  expect(server).toBe(browser);
  expect(hydrated).toBe(browser);
}
