import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible, expectAccessibleInBothThemes } from './a11y.ts';
import {
  bookingSlugOf,
  openEveryDay,
  pickDay,
  professionalToken,
  timeButtons,
  zonedDate,
} from './booking-fixtures.ts';
import {
  createAdmin,
  createProfessional,
  expect,
  expectNoErrorToast,
  logInAs,
  seeToast,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';

/** The ISO instant of a local time in São Paulo (UTC−3, no DST since 2019). */
const saoPaulo = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`).toISOString();

async function post(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const response = await request.post(path, { data, headers });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

const timeButton = (page: Page, time: string) =>
  page
    .getByRole('region', { name: 'Escolha o horário' })
    .getByRole('button', { name: time, exact: true });

const day = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a client sees 10:15 after a booked 09:00 (the default 15-minute interval) and books it', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin);
  const token = await professionalToken(request, pro);
  await openEveryDay(request, token, { startTime: '09:00', endTime: '13:00' });
  const date = zonedDate(1);
  await post(request, '/api/appointments/public', {
    professionalId: pro.userId,
    clientName: 'Primeiro Cliente',
    clientEmail: uniqueEmail('primeiro'),
    startTime: saoPaulo(date, '09:00'),
  });

  await page.goto(`/book/personal/${await bookingSlugOf(request, token)}`);
  await pickDay(page, date);
  await expect(timeButtons(page)).toHaveText(['10:15', '11:15']);
  await expect(timeButton(page, '09:00')).toHaveCount(0);
  await expect(timeButton(page, '10:00')).toHaveCount(0);
  await timeButton(page, '10:15').click();
  await page.getByLabel('Nome').fill('Mariana Alves');
  await page.getByLabel('E-mail').fill(uniqueEmail('cliente'));
  await page
    .getByRole('complementary', { name: 'Resumo do agendamento' })
    .getByRole('button', { name: 'Confirmar agendamento' })
    .click();
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  await expectNoErrorToast(page);

  const listed = await request.get('/api/appointments', {
    headers: { authorization: `Bearer ${token}` },
  });
  const starts = (await listed.json()).map((a: { startTime: string }) => a.startTime).sort();
  expect(starts).toEqual([saoPaulo(date, '09:00'), saoPaulo(date, '10:15')]);
});

test("a professional sees the interval and copies Monday's hours to the other weekdays", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin);
  const token = await professionalToken(request, pro);
  for (const window of [
    { dayOfWeek: 1, startTime: '08:00', endTime: '12:00' },
    { dayOfWeek: 1, startTime: '14:00', endTime: '18:00' },
    { dayOfWeek: 3, startTime: '10:00', endTime: '11:00' },
    { dayOfWeek: 6, startTime: '09:00', endTime: '12:00' },
  ])
    await post(request, '/api/availability', window, token);

  await logInAs(page, pro, /\/dashboard$/);
  await page.goto('/availability');
  const week = cardTitled(page, 'Horários da semana');
  await expect(week.getByText('Intervalo entre atendimentos: 15 minutos')).toBeVisible();
  await expect(week).toContainText('depois do término: após 09:00–10:00, às 10:15');
  await expect(week.getByRole('link', { name: 'Configurações' })).toHaveAttribute(
    'href',
    '/settings',
  );
  // Only days with hours can be copied.
  await expect(day(page, 'Terça-feira').getByRole('button')).toHaveCount(0);
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(week, 'availability-week');

  // Cancelling saves nothing.
  await day(page, 'Segunda-feira').getByRole('button', { name: 'Copiar para outros dias' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copiar horários de Segunda-feira' });
  await expect(dialog).toContainText('08:00–12:00 e 14:00–18:00 passam a valer');
  for (const name of ['Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira'])
    await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
  for (const name of ['Sábado', 'Domingo'])
    await expect(dialog.getByRole('checkbox', { name })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Segunda-feira' })).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshots(dialog, 'availability-copy-dialog');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.reload();
  await expect(day(page, 'Terça-feira')).toContainText('Nenhum horário configurado');

  // On a phone: no tick, an inline message; then the weekdays, saved with 'Salvar'.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, '/availability');
  await day(page, 'Segunda-feira').getByRole('button', { name: 'Copiar para outros dias' }).click();
  for (const name of ['Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira'])
    await dialog.getByRole('checkbox', { name }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Escolha ao menos um dia para receber os horários.',
  );
  await expectNoSidewaysScroll(page, 'copy dialog');
  for (const name of ['Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira'])
    await dialog.getByRole('checkbox', { name }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expectNoErrorToast(page);
  await seeToast(page, 'Horários copiados');

  await page.reload();
  for (const name of [
    'Segunda-feira',
    'Terça-feira',
    'Quarta-feira',
    'Quinta-feira',
    'Sexta-feira',
  ]) {
    await expect(day(page, name)).toContainText('08:00–12:00');
    await expect(day(page, name)).toContainText('14:00–18:00');
  }
  await expect(day(page, 'Quarta-feira')).not.toContainText('10:00–11:00');
  await expect(day(page, 'Sábado')).toContainText('09:00–12:00');
  await expect(day(page, 'Sábado')).not.toContainText('08:00–12:00');
  await expect(day(page, 'Domingo')).toContainText('Nenhum horário configurado');
  await expectNoSidewaysScroll(page, '/availability after the copy');
  await expectNoErrorToast(page);
});
