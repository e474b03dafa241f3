import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Fails when the page scrolls sideways (wider content than the screen). */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, `${where} is wider than the screen`).toBeLessThanOrEqual(widths.viewport);
}
