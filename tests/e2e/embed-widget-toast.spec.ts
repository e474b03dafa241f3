// The booking widget on an office's website, on a phone: the inline iframe is as tall as the
// booking page, far taller than the screen, and the popup scrolls it inside a dialog; the page's
// toasts still show where the visitor looks (embed.js sends the band on screen, decision 042).
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import {
  anotherClientTakes,
  bookableProfessional,
  chooseFirstTime,
  zonedDate,
} from './booking-fixtures.ts';
import { errorToast, expect, expectNoErrorToast, test } from './fixtures.ts';
import { type HostSite, keepHostScreenScreenshots, startHostSite, widget } from './host-site.ts';
import { baseURL } from './playwright.config.ts';

let host: HostSite;
test.beforeAll(async () => {
  host = await startHostSite(baseURL);
});
test.afterAll(async () => {
  await host.close();
});

test.use({ viewport: { width: 390, height: 700 }, reducedMotion: 'reduce' });

const slotTakenToast = (frame: FrameLocator) =>
  errorToast(frame, 'Este horário não está mais disponível');

/** Where a toast inside the iframe is on the visitor's screen (host page pixels). */
async function screenBox(toast: Locator) {
  const box = await toast.boundingBox();
  return box && { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
}

/** Whether the toast is whole on screen, its bottom within 40 px above `bottom` (the screen's). */
async function restsOn(toast: Locator, bottom: number) {
  const box = await screenBox(toast);
  return box !== null && box.top >= 0 && box.bottom <= bottom && box.bottom >= bottom - 40;
}

const screenBottom = (page: Page) => page.viewportSize()!.height;

/** Scrolls the office's page so that the iframe's top is this far from the screen's top. */
const scrollFrameTo = (page: Page, offset: number) =>
  page.evaluate((offset) => {
    const frame = document.querySelector('iframe')!;
    window.scrollBy(0, frame.getBoundingClientRect().top - offset);
  }, offset);

test('a toast of an inline widget taller than the screen shows at the bottom of the screen', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { pro, slug } = await bookableProfessional(request);
  await host.open(page, `data-agendei="${slug}"`);
  const frame = widget(page);
  const time = await chooseFirstTime(frame, zonedDate(1));

  // The visitor goes back up to the times: only the upper part of the iframe is on screen.
  await scrollFrameTo(page, 0);
  const iframe = page.locator('iframe[title="Agendamento online"]');
  expect((await iframe.boundingBox())!.height).toBeGreaterThan(2 * screenBottom(page));

  await anotherClientTakes(request, pro, { date: zonedDate(1), time });
  const toast = slotTakenToast(frame);
  await expect(toast).toBeVisible();
  // On the visitor's screen, at its bottom: not at the bottom of the iframe, far below it.
  await expect.poll(() => restsOn(toast, screenBottom(page))).toBe(true);

  // Read with the pointer on it (it stays), in both themes, as the visitor sees it.
  await toast.hover();
  await keepHostScreenScreenshots(page, 'embed-widget-toast');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(frame.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expectAccessible(page, `host page with a toast in the widget (${theme})`);
  }
  await page.emulateMedia({ colorScheme: null });

  // It follows the screen as the visitor scrolls down, and rests on the iframe's bottom when
  // that is on screen (the office's address below it).
  await scrollFrameTo(page, -600);
  await expect.poll(() => restsOn(toast, screenBottom(page))).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByText('Rua das Flores, 100, São Paulo.')).toBeInViewport();
  const frameBottom = () => iframe.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(await frameBottom()).toBeLessThan(screenBottom(page));
  await expect.poll(async () => restsOn(toast, await frameBottom())).toBe(true);
  await expectNoErrorToast(page);
});

test("a toast in the popup shows at the bottom of the dialog, whatever its page's height", async ({
  page,
  request,
}) => {
  const { pro, slug } = await bookableProfessional(request);
  await host.open(page, `data-agendei="${slug}" data-mode="popup"`);
  await page.getByRole('button', { name: 'Agendar horário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar horário' });
  const frame = widget(page);
  const time = await chooseFirstTime(frame, zonedDate(1));

  // Back at the top of the dialog, which scrolls the booking page inside it.
  await dialog.evaluate((element) => element.scrollTo(0, 0));
  const dialogBottom = async () => {
    const box = (await dialog.boundingBox())!;
    return box.y + box.height;
  };
  const iframe = page.locator('iframe[title="Agendamento online"]');
  const iframeBox = (await iframe.boundingBox())!;
  expect(iframeBox.y + iframeBox.height).toBeGreaterThan(2 * (await dialogBottom()));

  await anotherClientTakes(request, pro, { date: zonedDate(1), time });
  const toast = slotTakenToast(frame);
  await expect(toast).toBeVisible();
  await expect.poll(async () => restsOn(toast, await dialogBottom())).toBe(true);
  await expectNoErrorToast(page);
});
