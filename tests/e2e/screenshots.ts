import type { Locator, Page } from '@playwright/test';

/** The card whose title is `title` (cards carry `data-slot="card"`). */
export const cardTitled = (page: Page, title: string) =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

const sizes = [
  ['desktop', undefined],
  ['phone', { width: 390, height: 844 }],
] as const;

/**
 * With E2E_SCREENSHOTS set, keeps one part of the screen in docs/screenshots/ as
 * `<name>-<desktop|phone>-<light|dark>.png`, then puts the page back as it was.
 */
export async function keepScreenshots(part: Locator, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const page = part.page();
  const desktop = page.viewportSize()!;
  const themeClass = await page.evaluate(() => document.documentElement.className);
  for (const [size, viewport] of sizes) {
    await page.setViewportSize(viewport ?? desktop);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      );
      await part.screenshot({
        path: `docs/screenshots/${name}-${size}-${theme}.png`,
        animations: 'disabled',
        // The page's sticky header would cover the top of a part taller than the screen.
        style: 'header.sticky { position: static !important; }',
      });
    }
  }
  await page.setViewportSize(desktop);
  await page.emulateMedia({ colorScheme: null });
  await page.evaluate((name) => (document.documentElement.className = name), themeClass);
}
