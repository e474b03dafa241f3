// The booking page arrives already drawn (issue 21): the server's HTML shows the professional,
// the services and the month's free days before any script runs, and taking it over moves nothing.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  addProduct,
  bookingSlugOf,
  dayLabel,
  openEveryDay,
  professionalToken,
  zonedDate,
} from './booking-fixtures.ts';
import { createAdmin, createProfessional, expect, expectNoErrorToast, test } from './fixtures.ts';

/** A professional open every day with one service, and the days the API says are free this month. */
async function bookablePage(request: APIRequestContext) {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin, 'Bruno Lima');
  const token = await professionalToken(request, pro);
  await openEveryDay(request, token);
  await addProduct(request, token, { name: 'Consulta inicial', duration: 60, price: 150 });
  const today = zonedDate(0);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const slots = await request.get(
    `/api/slots?professionalId=${pro.userId}&from=${today}&to=${lastDay}`,
  );
  const { slots: free } = (await slots.json()) as { slots: Array<{ date: string }> };
  const freeDays = [...new Set(free.map((slot) => slot.date))];
  return { path: `/book/personal/${await bookingSlugOf(request, token)}`, freeDays };
}

const dayButton = (page: Page, date: string) =>
  page.getByRole('button', { name: dayLabel(date), exact: true });

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("the booking page's HTML already shows the professional, the services and the free days", async ({
    page,
    request,
  }) => {
    const { path, freeDays } = await bookablePage(request);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Agende com Bruno Lima' })).toBeVisible();
    await expect(page.getByLabel('Produto/Serviço').locator('option')).toContainText([
      'Atendimento padrão',
      /Consulta inicial/,
    ]);
    for (const date of freeDays) await expect(dayButton(page, date)).toBeEnabled();
    // Nothing waits for data: no spinner.
    await expect(page.getByText('Carregando...')).toHaveCount(0);
  });
});

test('the scripts take the drawn page over without moving it, and it books as before', async ({
  page,
  request,
}) => {
  const { path, freeDays } = await bookablePage(request);
  const stylesheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(sent.url());
  });
  await page.goto(path);
  const heading = page.getByRole('heading', { name: 'Agende com Bruno Lima' });
  await expect(heading).toBeVisible();
  const shifts = await page.evaluate(
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
  expect(shifts).toBeLessThanOrEqual(0.02);
  // Its styles came inside the page: taking it over never fetches (and reapplies) them again.
  expect(stylesheets).toEqual([]);
  const day = freeDays[0] ?? zonedDate(1);
  if (!freeDays.length) await page.getByRole('button', { name: 'Próximo mês' }).click();
  await dayButton(page, day).click();
  await expect(
    page.getByRole('region', { name: 'Escolha o horário' }).getByRole('button').first(),
  ).toBeVisible();
  await expectNoErrorToast(page);
});
