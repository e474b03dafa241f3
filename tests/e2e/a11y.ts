// Accessibility checks of the journeys: axe-core on the page as it is, in each theme.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const blocking = new Set(['serious', 'critical']);

/** Runs axe on the page and fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page, where = page.url()) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .map((node) => `  - ${node.target.join(' ')}: ${node.failureSummary}`)
          .join('\n'),
    );
  expect(found, `axe on ${where}:\n${found.join('\n')}`).toEqual([]);
}

/** Checks the page in light and then dark theme, switched with the header's theme button. */
export async function expectAccessibleInBothThemes(page: Page) {
  for (const theme of ['light', 'dark'] as const) {
    if ((await page.locator('html').getAttribute('class'))?.includes(theme) !== true) {
      await page.getByRole('button', { name: /tema/i }).first().click();
    }
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    // axe reads colours as they are at that instant: let the theme's colour transitions end.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    await expectAccessible(page, `${page.url()} (${theme})`);
  }
}
