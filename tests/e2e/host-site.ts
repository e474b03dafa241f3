// An office's own website for the widget journeys: another origin (localhost, not 127.0.0.1)
// with a strict CSP of its own, holding the snippet and a script that records what the office's
// analytics would receive.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

/** What the host page records: the DOM events and the raw messages named 'agendei:booked'. */
const HOST_SCRIPT = `
window.bookedEvents = [];
window.bookedMessages = [];
document.addEventListener('agendei:booked', function (event) {
  window.bookedEvents.push({ target: event.target.tagName, detail: event.detail });
});
window.addEventListener('message', function (event) {
  if (event.data && event.data.type === 'agendei:booked') {
    window.bookedMessages.push({ origin: event.origin, data: event.data });
  }
});
`;

export type HostSite = {
  url: string;
  /** Opens the office's page with the snippet written with these data-* attributes. */
  open: (page: Page, attributes: string) => Promise<unknown>;
  close: () => Promise<void>;
};

/** The booking page inside the widget's iframe, inline or in the popup. */
export const widget = (page: Page) => page.frameLocator('iframe[title="Agendamento online"]');

/**
 * Starts the office's site on a free port. Its page is '/?snippet=<attributes>': the snippet
 * written with those data-* attributes, between a heading and a paragraph of the office's own.
 */
export async function startHostSite(agendeiOrigin: string): Promise<HostSite> {
  const csp = [
    "default-src 'none'",
    `script-src 'self' ${agendeiOrigin}`,
    `frame-src ${agendeiOrigin}`,
    "style-src 'none'",
    "img-src 'none'",
  ].join('; ');
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/host.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(HOST_SCRIPT);
      return;
    }
    if (url.pathname !== '/') {
      response.writeHead(404, { 'content-security-policy': csp }).end();
      return;
    }
    const attributes = url.searchParams.get('snippet') ?? '';
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
    });
    response.end(
      '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Escritório Lima Advocacia</title><script src="/host.js"></script></head>' +
        '<body><main><h1>Escritório Lima Advocacia</h1><p>Agende sua consulta abaixo.</p>' +
        `<script src="${agendeiOrigin}/embed.js" ${attributes}></script>` +
        '<p>Rua das Flores, 100, São Paulo.</p></main></body></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  return {
    url,
    open: (page, attributes) => page.goto(`${url}/?snippet=${encodeURIComponent(attributes)}`),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * With E2E_SCREENSHOTS set, keeps the whole host page in docs/screenshots/ as
 * `<name>-<desktop|phone>-<light|dark>.png` (the visitor's colour scheme, which an automatic
 * widget follows). Not keepScreenshots: its injected style would break the host's strict CSP.
 */
export async function keepHostScreenshots(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const desktop = page.viewportSize()!;
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      // The iframe takes its new height a moment after the page inside reflows.
      await page.waitForTimeout(500);
      await page.screenshot({
        path: `docs/screenshots/${name}-${size}-${theme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  await page.setViewportSize(desktop);
  await page.emulateMedia({ colorScheme: null });
}

/**
 * With E2E_SCREENSHOTS set, keeps what the visitor's screen shows right now (not the whole page,
 * whose capture would resize the window) as `<name>-phone-<light|dark>.png` in docs/screenshots/.
 */
export async function keepHostScreenScreenshots(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForTimeout(500);
    await page.screenshot({
      path: `docs/screenshots/${name}-phone-${theme}.png`,
      animations: 'disabled',
    });
  }
  await page.emulateMedia({ colorScheme: null });
}

type Booked = { start: string; end: string; service: string | null; professional: string | null };
type HostRecords = {
  bookedEvents: Array<{ target: string; detail: Booked }>;
  bookedMessages: Array<{ origin: string; data: { type: string } & Booked }>;
};

/** What the host page's script recorded of 'agendei:booked' so far. */
export function hostRecords(page: Page): Promise<HostRecords> {
  return page.evaluate(() => {
    const records = window as unknown as HostRecords;
    return { bookedEvents: records.bookedEvents, bookedMessages: records.bookedMessages };
  });
}
