import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { bookingSlugOf, dayLabel, openEveryDay, zonedDate } from './booking-fixtures.ts';
import { createAdmin, expect, logInAs, pickOption, seeToast, test } from './fixtures.ts';

const monthsFromNow = (date: string) => {
  const index = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return index(date) - index(zonedDate(0));
};

/** With E2E_SCREENSHOTS set, keeps the screen in docs/screenshots/ (light and dark). */
async function keepScreenshots(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    // Colours change with a transition: shoot once they have settled.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    await page.screenshot({ path: `docs/screenshots/holidays-${name}-${theme}.png` });
  }
}

test('the office’s holidays show on the agenda and close the public booking calendar', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createAdmin(request);
  const auth = { authorization: `Bearer ${admin.token}` };
  await openEveryDay(request, admin.token);
  await logInAs(page, admin, /\/admin$/);

  // The admin says where the office is: São Paulo, SP.
  await page.goto('/settings');
  await pickOption(page.getByRole('combobox', { name: 'UF' }), 'SP — São Paulo');
  await expect(
    page.getByText('Sem município, valem os feriados nacionais e os estaduais.'),
  ).toBeVisible();
  await pickOption(page.getByRole('combobox', { name: 'Município' }), 'São Paulo');
  await expect(
    page.getByText('Valem os feriados nacionais, os estaduais e os deste'),
  ).toBeVisible();
  const card = page.locator('form', { has: page.getByLabel('Nome do escritório') });
  await card.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'O nome do escritório foi atualizado.');
  await expect(
    page.getByRole('switch', { name: 'Bloquear feriados na agenda pública' }),
  ).toBeChecked();
  await expectAccessibleInBothThemes(page);

  // The next holiday at least two days ahead (national, SP or São Paulo city).
  const holidays = await request.get(`/api/holidays?from=${zonedDate(2)}&to=${zonedDate(120)}`, {
    headers: auth,
  });
  const [holiday] = (await holidays.json()) as Array<{ date: string; name: string }>;
  expect(holiday).toBeDefined();
  const steps = monthsFromNow(holiday!.date);

  // The agenda's month view names it.
  await page.goto('/admin');
  await page
    .getByRole('group', { name: 'Visualização' })
    .getByRole('button', { name: 'Mês' })
    .click();
  for (let i = 0; i < steps; i++)
    await page.getByRole('button', { name: 'Próximo' }).first().click();
  const label = page.getByTitle(`Feriado: ${holiday!.name}`).first();
  await expect(label).toBeVisible();
  await expect(label).toHaveText(holiday!.name);
  await expectAccessibleInBothThemes(page);
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await label.scrollIntoViewIfNeeded();
    await keepScreenshots(page, `agenda-month-${size}`);
  }

  // The public booking calendar shows the day greyed out, disabled, with the holiday's name.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/book/personal/${await bookingSlugOf(request, admin.token)}`);
  for (let i = 0; i < steps; i++) await page.getByRole('button', { name: 'Próximo mês' }).click();
  const day = page.getByRole('button', {
    name: `${dayLabel(holiday!.date)}, feriado: ${holiday!.name}`,
  });
  await expect(day).toBeDisabled();
  await expect(day).toHaveAttribute('title', `Feriado: ${holiday!.name}`);
  await expectAccessibleInBothThemes(page);
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await day.scrollIntoViewIfNeeded();
    await keepScreenshots(page, `booking-${size}`);
  }
});
