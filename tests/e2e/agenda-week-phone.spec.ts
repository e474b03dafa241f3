// Issue 32: on a 390 px phone the week view opened half-scrolled, with days cut under the hours.
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_TIMEZONE } from '@core/constants.ts';
import { zonedDateTime } from '@core/scheduling/local-date.ts';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { bearerOf, book, dayAt, freezeClockAt, viewButton } from './agenda-fixtures.ts';
import { createAdmin, createProfessional, expect, logInAs, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { keepScreenshots } from './screenshots.ts';

const phone = { width: 390, height: 844 };
const weekdays = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

/** Days from today to the Thursday two weeks ahead (São Paulo's calendar). */
function daysToThursday(): number {
  const today = zonedDateTime(Date.now(), DEFAULT_TIMEZONE).date;
  return 14 + 4 - new Date(`${today}T12:00:00Z`).getUTCDay();
}

/** A professional with a client on each day from Monday to Saturday of that week, at 10:00. */
async function busyWeek(request: Parameters<typeof createAdmin>[0]) {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin, 'Bruno Lima');
  const token = await bearerOf(request, pro);
  const thursday = daysToThursday();
  for (let weekday = 1; weekday <= 6; weekday++) {
    await book(request, token, {
      clientName: `Cliente ${weekdays[weekday]}`,
      startTime: dayAt(thursday - 4 + weekday, 10),
    });
  }
  return { admin, pro, thursday };
}

/** The days whose header shows on screen, each fully: none is cut by the edge or the hours. */
async function readableDays(week: Locator): Promise<string[]> {
  // Scrolling snaps to a day: wait for it to settle.
  await week.page().waitForTimeout(400);
  const seen = await week.evaluate(
    (region, names) => {
      const headers = names.map((name) =>
        [...region.querySelectorAll('span')].find((span) => span.textContent === name),
      );
      const scroller = headers[0]!.closest<HTMLElement>('.overflow-x-auto')!;
      const box = scroller.getBoundingClientRect();
      const hours = (
        scroller.firstElementChild!.firstElementChild as HTMLElement
      ).getBoundingClientRect();
      const band = { left: hours.right, right: box.right - 1 };
      return headers.map((span, index) => {
        const cell = span!.parentElement!.getBoundingClientRect();
        const shown = cell.right > band.left + 2 && cell.left < band.right - 2;
        if (!shown) return undefined;
        const whole = cell.left >= band.left - 1 && cell.right <= band.right + 2;
        return whole ? names[index] : `${names[index]} (cortado)`;
      });
    },
    weekdays as unknown as string[],
  );
  return seen.filter((day): day is string => day !== undefined);
}

/** A client's entry on the calendar ('10:00 – 11:00, Cliente Qui', with the professional on the team's). */
const entryOf = (week: Locator, weekday: string) =>
  week.getByRole('button', { name: new RegExp(`^10:00 – 11:00, Cliente ${weekday}(,|$)`) });

/** Opens the week on a phone and checks it as a person reads it, then a swipe back to Monday. */
async function checkPhoneWeek(page: Page) {
  await viewButton(page, 'Semana').click();
  const week = page.getByRole('region', { name: 'Visualização Semanal' });
  // Down the page to the week (the team's agenda sits under the dashboard's cards), not sideways.
  await week.evaluate((region) => region.scrollIntoView({ block: 'start' }));
  await expect(entryOf(week, 'Qui')).toBeInViewport();
  const opened = await readableDays(week);
  // Today (Thursday) first, and every header on screen whole.
  expect(opened[0]).toBe('Qui');
  expect(
    opened.every((day) => !day.includes('cortado')),
    opened.join(', '),
  ).toBe(true);
  await expectNoSidewaysScroll(page, 'the week on a phone');

  // A swipe back shows Monday's client, with its header whole.
  const grid = entryOf(week, 'Qui');
  const box = (await grid.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 3; i++) await page.mouse.wheel(-(box.width + 10), 0);
  await expect(entryOf(week, 'Seg')).toBeInViewport();
  const back = await readableDays(week);
  expect(
    back.every((day) => !day.includes('cortado')),
    back.join(', '),
  ).toBe(true);
  expect(back).toContain('Seg');

  // The next week opens on its first day, not where this one was left.
  await page.getByRole('button', { name: 'Próximo' }).first().click();
  await expect(week.getByText(/^Semana de /)).toBeVisible();
  const next = await readableDays(week);
  expect(next[0]).toBe('Dom');
  expect(
    next.every((day) => !day.includes('cortado')),
    next.join(', '),
  ).toBe(true);
  await page.getByRole('button', { name: 'Anterior' }).first().click();
  return week;
}

test('on a phone, Minha Agenda’s week opens on today with every day header whole', async ({
  page,
  request,
}) => {
  const { pro, thursday } = await busyWeek(request);
  await page.setViewportSize(phone);
  await freezeClockAt(page, dayAt(thursday, 8));
  await logInAs(page, pro, /\/dashboard$/);
  const week = await checkPhoneWeek(page);
  // Issue 36: Thursday's client, 2 hours ahead and not confirmed, stands out (a dashed outline,
  // an icon and the words in its name); Friday's, 26 hours ahead, does not yet.
  await expect(entryOf(week, 'Qui')).toHaveAccessibleName(/, Aguardando confirmação$/);
  await expect(entryOf(week, 'Sex')).toHaveAccessibleName('10:00 – 11:00, Cliente Sex');
  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // On a desktop the whole week fits.
  expect(await readableDays(week)).toEqual([...weekdays]);
  await keepScreenshots(week, 'agenda-week');
});

test('on a phone, the shared agenda’s week opens on today with every day header whole', async ({
  page,
  request,
}) => {
  const { admin, thursday } = await busyWeek(request);
  await page.setViewportSize(phone);
  await freezeClockAt(page, dayAt(thursday, 8));
  await logInAs(page, admin, /\/admin$/);
  const week = await checkPhoneWeek(page);
  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshots(week, 'shared-agenda-week');
});
