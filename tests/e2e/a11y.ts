// Accessibility checks of the journeys: axe-core on the page as it is, in each theme.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const blocking = new Set(['serious', 'critical']);

/** Runs axe on the page and fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page, where = page.url()) {
  // axe takes seconds on a busy machine: each check gives the journey that much more time.
  test.setTimeout(test.info().timeout + 10_000);
  // A dialog still fading in has colours halfway to the backdrop's: axe judges the screen as
  // a person reads it, once its finite animations are over (spinners run forever).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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

/** axe in each theme while a dialog is open (the header's theme button sits behind it). */
export async function expectDialogAccessibleInBothThemes(page: Page) {
  const themeClass = await page.evaluate(() => document.documentElement.className);
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
    );
    await expectAccessible(page, `${page.url()} (${dark ? 'dark' : 'light'}, dialog)`);
  }
  await page.evaluate((name) => (document.documentElement.className = name), themeClass);
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user does, and
 * checks the focus is visible there (an outline or a focus ring).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, most = 80 } = {}) {
  for (let presses = 0; !(await isFocused(target)); presses++) {
    if (presses === most) throw new Error(`${target} not reached with ${most} presses of Tab`);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expectVisibleFocus(page);
}

/** The focused element shows it: :focus-visible with an outline or a ring (a spread shadow). */
export async function expectVisibleFocus(page: Page) {
  // Polled: the ring grows in with a short transition.
  const shown = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'nothing focused';
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = /0px 0px 0px [1-9]/.test(style.boxShadow);
      return element.matches(':focus-visible') && (outline || ring)
        ? 'visible'
        : `no focus indicator on ${element.outerHTML.slice(0, 160)}`;
    });
  await expect.poll(shown).toBe('visible');
}
