// Public pages arrive already drawn (issue 21): the booking page's HTML shows the professional,
// the services and the month's free days, the client's private page their appointment, before
// any script runs; taking them over moves nothing.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  addProduct,
  bookingSlugOf,
  dayLabel,
  openEveryDay,
  professionalToken,
  zonedDate,
} from './booking-fixtures.ts';
import {
  createAdmin,
  createProfessional,
  expect,
  expectNoErrorToast,
  seeToast,
  test,
} from './fixtures.ts';
import { bookedClient, expectAppointmentShown } from './private-page-fixtures.ts';
import { expectServerDrawsAsTheBrowser, layoutShiftOf } from './server-render-checks.ts';

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

/**
 * Holds the app's scripts (its start is in the `app` chunk, docs/decisions/065) until `release`,
 * so a tap comes while the page is still the server's; `asked` waits until the page asks for them.
 */
async function holdAppScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  let heldScripts = 0;
  await page.route('**/assets/app-*.js', async (route) => {
    heldScripts += 1;
    await held;
    await route.continue();
  });
  return { release, asked: () => expect.poll(() => heldScripts).toBeGreaterThan(0) };
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("the booking page's HTML already shows the professional, the services and the free days", async ({
    page,
    request,
  }) => {
    const { path, freeDays } = await bookablePage(request);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Agende com Bruno Lima' })).toBeVisible();
    // Nothing is chosen for the client, and no free default is offered (issue 32).
    await expect(page.getByLabel('Produto/Serviço').locator('option')).toContainText([
      'Escolha um serviço',
      /Consulta inicial/,
    ]);
    for (const date of freeDays) await expect(dayButton(page, date)).toBeEnabled();
    // Nothing waits for data: no spinner.
    await expect(page.getByText('Carregando...')).toHaveCount(0);
  });

  test("a client's private page's HTML already shows their appointment", async ({
    page,
    request,
  }) => {
    const { path, day } = await bookedClient(request);
    await page.goto(path);
    await expectAppointmentShown(page);
    await expect(page.getByText(dayLabel(day), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar agendamento' })).toBeVisible();
    await expect(page.getByText('Carregando...')).toHaveCount(0);
  });
});

test('a tap made before the scripts have taken the page over is not lost, and the drawn calendar stays', async ({
  page,
  request,
}) => {
  const { path } = await bookablePage(request);
  const [year, month] = zonedDate(0).split('-').map(Number) as [number, number];
  const nextMonth = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' })
    .format(new Date(Date.UTC(year, month, 15)))
    .replace(/^./, (first) => first.toUpperCase());
  const scripts = await holdAppScripts(page);
  await page.goto(path);
  const next = page.getByRole('button', { name: 'Próximo mês' });
  await next.evaluate((button) => (button.dataset.drawn = 'server'));
  // The page has asked for the app's scripts: the tap comes while they are held.
  await scripts.asked();
  await next.click();
  scripts.release();
  await expect(page.getByText(nextMonth, { exact: true })).toBeVisible();
  // The calendar hydrated later than the rest, on the server's elements: the same button.
  await expect(next).toHaveAttribute('data-drawn', 'server');
  await expectNoErrorToast(page);
});

test('a service chosen and a day tapped before the scripts have taken the page over are both kept', async ({
  page,
  request,
}) => {
  const { path, freeDays } = await bookablePage(request);
  const day = freeDays.at(-1) ?? zonedDate(1);
  const scripts = await holdAppScripts(page);
  await page.goto(path);
  if (!freeDays.length) await page.getByRole('button', { name: 'Próximo mês' }).click();
  await scripts.asked();
  // A quick person: the service, then at once the day, while the page is still the server's.
  await page.getByLabel('Produto/Serviço').selectOption({ label: 'Consulta inicial · R$ 150,00' });
  await page.getByRole('button', { name: dayLabel(day), exact: true }).click();
  scripts.release();
  await expect(page.getByRole('button', { name: dayLabel(day), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Produto/Serviço')).toHaveValue(/.+/);
  await expect(
    page.getByRole('region', { name: 'Escolha o horário' }).getByRole('button').first(),
  ).toBeVisible();
  await expectNoErrorToast(page);
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
  expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
  // Its styles came inside the page: taking it over never fetches (and reapplies) them again.
  expect(stylesheets).toEqual([]);
  await page.getByLabel('Produto/Serviço').selectOption({ index: 1 });
  const day = freeDays[0] ?? zonedDate(1);
  if (!freeDays.length) await page.getByRole('button', { name: 'Próximo mês' }).click();
  await dayButton(page, day).click();
  await expect(
    page.getByRole('region', { name: 'Escolha o horário' }).getByRole('button').first(),
  ).toBeVisible();
  await expectNoErrorToast(page);
});

test("the scripts take the client's private page over without moving it, and it cancels as before", async ({
  page,
  request,
}) => {
  const { path } = await bookedClient(request);
  await page.goto(path);
  await expectAppointmentShown(page);
  expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
  // The confirmation dialog loads only now, inside the page the scripts took over.
  await page.getByRole('button', { name: 'Cancelar agendamento' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar este agendamento?' });
  await expect(dialog).toContainText('10:00 com Bruno Lima');
  await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page.getByRole('heading', { name: 'Agendamento cancelado' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seu agendamento' })).toHaveCount(0);
  await expectNoErrorToast(page);
});

test("a tap on 'Cancelar agendamento' before the scripts have taken the private page over opens its dialog at once", async ({
  page,
  request,
}) => {
  const { path } = await bookedClient(request);
  const scripts = await holdAppScripts(page);
  await page.goto(path);
  await scripts.asked();
  // One tap, on the button's icon, while the page is still the server's: not asked for again.
  const button = page.getByRole('button', { name: 'Cancelar agendamento' });
  await button.scrollIntoViewIfNeeded();
  const icon = (await button.locator('svg').boundingBox())!;
  await page.mouse.click(icon.x + icon.width / 2, icon.y + icon.height / 2);
  scripts.release();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar este agendamento?' });
  await expect(dialog).toContainText('10:00 com Bruno Lima');
  await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page.getByRole('heading', { name: 'Agendamento cancelado' })).toBeVisible();
  await expectNoErrorToast(page);
});

test('a private page awaiting a Pix payment is taken over with its Pix part, whose copy button works', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { path } = await bookedClient(request, { pix: true });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Pague com Pix: R$ 150,00' })).toBeVisible();
  expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
  await page.getByRole('button', { name: 'Copiar código Pix' }).click();
  await seeToast(page, 'Código Pix copiado!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await page.getByLabel('Pix copia e cola').inputValue(),
  );
  await expectNoErrorToast(page);
});

test("the server draws a client's private page exactly as the browser does", async ({
  page,
  request,
}) => {
  for (const pix of [false, true]) {
    const { path } = await bookedClient(request, { pix });
    await expectServerDrawsAsTheBrowser(page, path, async (drawn) => {
      await expectAppointmentShown(drawn);
      if (pix) await expect(drawn.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
    });
  }
});
