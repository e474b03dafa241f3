// Issue 34, date overrides (decision 069): a professional's 'Férias' close the public page on
// those days, named; the office's 'Recesso forense', applied with one click, shows on the agendas.
import type { Locator, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { bearerOf, book, fillNewAppointment, openEveryDay, viewButton } from './agenda-fixtures.ts';
import { bookingSlugOf, dayLabel, zonedDate } from './booking-fixtures.ts';
import {
  createAdmin,
  createProfessional,
  expect,
  logInAs,
  pickOption,
  seeToast,
  test,
} from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';

const today = zonedDate(0);
const year = Number(today.slice(0, 4));
/** The coming 22/12: this year's unless it is today or past. */
const vacationYear = today < `${year}-12-22` ? year : year + 1;
const vacationStart = `${vacationYear}-12-22`;
/** The forensic recess not yet ended: 20/12 of this year, or of last year until 20 January. */
const recessYear = today <= `${year}-01-20` ? year - 1 : year;
const recessDay = today < `${recessYear}-12-21` ? `${recessYear}-12-21` : today;

const typed = (date: string) => date.split('-').reverse().join('/');
const monthsFromNow = (date: string) =>
  Number(date.slice(0, 4)) * 12 +
  Number(date.slice(5, 7)) -
  (year * 12 + Number(today.slice(5, 7)));

/** Types into a masked field as a person does: click, clear, then key by key. */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

/** Opens a screen from the sidebar (on a phone, the drawer behind the header's menu button). */
async function openFromMenu(page: Page, entry: string) {
  if (page.viewportSize()!.width < 768) {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Menu lateral' });
    await menu.getByRole('link', { name: new RegExp(`^${entry}`) }).click();
  } else {
    const menu = page.getByRole('navigation', { name: 'Menu lateral' });
    await menu.getByRole('link', { name: new RegExp(`^${entry}`) }).click();
  }
}

/** The agenda's month view, moved forward to the month of `date`. */
async function monthOf(page: Page, date: string) {
  await viewButton(page, 'Mês').click();
  for (let step = 0; step < monthsFromNow(date); step++)
    await page.getByRole('button', { name: 'Próximo' }).first().click();
}

test("a professional sets 'Férias' from 22/12 to 05/01 and the public page closes those days with the name shown", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request);
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  const token = await bearerOf(request, bruno);
  await openEveryDay(request, token);
  // A client already booked on 23/12 at 10:00: listed when the vacation is saved.
  await book(request, token, {
    clientName: 'Pedro Ocupado',
    startTime: new Date(`${vacationYear}-12-23T10:00:00-03:00`).toISOString(),
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, { ...bruno, token }, /\/dashboard$/);
  await openFromMenu(page, 'Disponibilidade');
  const card = cardTitled(page, 'Folgas e datas especiais');
  await expect(card.getByText('Nenhuma folga ou data especial.')).toBeVisible();

  const list = card.getByRole('list', { name: 'Folgas e datas especiais' });
  const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  const nameField = card.getByLabel('Nome', { exact: true });

  // A hearing on 07/01 with different hours, then corrected with 'Editar'.
  await typeInto(nameField, 'Audiência');
  await typeInto(card.getByLabel('De', { exact: true }), `0701${vacationYear + 1}`);
  await typeInto(card.getByLabel('Das', { exact: true }), '1300');
  await typeInto(card.getByLabel('Às', { exact: true }), '1700');
  await card.getByRole('button', { name: 'Adicionar data' }).click();
  await seeToast(page, 'Data salva');
  await expect(row('Audiência')).toContainText('Atende das 13:00 às 17:00');
  await card.getByRole('button', { name: `Editar Audiência (07/01/${vacationYear + 1})` }).click();
  await expect(nameField).toHaveValue('Audiência');
  await expect(card.getByLabel('De', { exact: true })).toHaveValue(`07/01/${vacationYear + 1}`);
  await typeInto(nameField, 'Audiência TRT');
  await typeInto(card.getByLabel('Das', { exact: true }), '1400');
  await typeInto(card.getByLabel('Às', { exact: true }), '1800');
  await card.getByRole('button', { name: 'Salvar alterações' }).click();
  await seeToast(page, 'Alterações salvas');
  await expect(row('Audiência TRT')).toContainText(`07/01/${vacationYear + 1}`);
  await expect(row('Audiência TRT')).toContainText('Atende das 14:00 às 18:00');

  // 'Férias' from 22/12 to 05/01, typed as digits: Pedro's booking on 23/12 is listed.
  await typeInto(nameField, 'Férias');
  await typeInto(card.getByLabel('De', { exact: true }), `2212${vacationYear}`);
  await expect(card.getByLabel('De', { exact: true })).toHaveValue(`22/12/${vacationYear}`);
  await typeInto(card.getByLabel('Até', { exact: true }), `0501${vacationYear + 1}`);
  await card.getByRole('button', { name: 'Adicionar data' }).click();
  await seeToast(page, 'Data salva');
  await expect(row('Férias')).toContainText(`22/12/${vacationYear} a 05/01/${vacationYear + 1}`);
  await expect(row('Férias')).toContainText('Sem atendimento');
  await expect(card.getByRole('status')).toContainText(
    `Pedro Ocupado — 23/12/${vacationYear} 10:00`,
  );
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expectNoSidewaysScroll(page, 'Disponibilidade');
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.scrollIntoViewIfNeeded();
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(card, 'date-overrides-card');

  // The public page: 22/12 to 05/01 greyed out, not selectable, named 'Férias'.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/book/personal/${await bookingSlugOf(request, token)}`);
  for (let step = 0; step < monthsFromNow(vacationStart); step++)
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  for (const date of [vacationStart, `${vacationYear}-12-31`]) {
    const day = page.getByRole('button', { name: `${dayLabel(date)}, sem atendimento: Férias` });
    await expect(day).toBeDisabled();
    await expect(day).toHaveAttribute('title', 'Sem atendimento: Férias');
  }
  await expect(page.getByText('Sem atendimento: 22 a 31 (Férias)')).toBeVisible();
  await expect(
    page.getByRole('button', { name: dayLabel(`${vacationYear}-12-21`), exact: true }),
  ).toBeEnabled();
  await expectNoSidewaysScroll(page, 'the public booking page');
  const calendar = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('button', { name: 'Próximo mês' }) });
  await keepScreenshots(calendar, 'date-overrides-booking');
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(
    page.getByRole('button', {
      name: `${dayLabel(`${vacationYear + 1}-01-05`)}, sem atendimento: Férias`,
    }),
  ).toBeDisabled();
  await expect(page.getByText('Sem atendimento: 1 a 5 (Férias)')).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test("the admin applies 'Recesso forense' and the agendas show it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request);
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  const token = await bearerOf(request, bruno);
  await openEveryDay(request, token);
  // Bruno's own day off two days after the recess: his, not the office's.
  const congress = `${recessYear + 1}-01-22`;
  const response = await request.post('/api/user/date-overrides', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Congresso',
      startDate: congress,
      endDate: congress,
      startTime: null,
      endTime: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);

  await logInAs(page, admin, /\/admin$/);
  await openFromMenu(page, 'Configurações');
  const card = cardTitled(page, 'Folgas e recessos do escritório');
  await card.getByRole('button', { name: 'Aplicar recesso forense' }).click();
  await seeToast(page, 'Recesso forense aplicado');
  const recessRow = card
    .getByRole('list', { name: 'Folgas e datas especiais' })
    .getByRole('listitem')
    .filter({ hasText: 'Recesso forense' });
  await expect(recessRow).toContainText('Escritório');
  await expect(recessRow).toContainText(`20/12/${recessYear} a 20/01/${recessYear + 1}`);
  await expect(recessRow).toContainText('Sem atendimento');
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(card, 'date-overrides-office-card');

  // The shared agenda names the recess; filtered on Bruno, his own day off too.
  await openFromMenu(page, 'Dashboard');
  await monthOf(page, recessDay);
  const recess = page.getByTitle('Sem atendimento: Recesso forense');
  await expect(recess.first()).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: `Novo agendamento ${longDay(recessDay)}, sem atendimento: Recesso forense`,
    }),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await recess.first().scrollIntoViewIfNeeded();
  await keepScreenshots(cardTitled(page, 'Agenda Compartilhada'), 'date-overrides-agenda');
  if (monthsFromNow(congress) > monthsFromNow(recessDay))
    await page.getByRole('button', { name: 'Próximo' }).first().click();
  await expect(page.getByTitle('Sem atendimento: Congresso')).toHaveCount(0);
  await pickOption(page.getByRole('combobox', { name: 'Filtrar por profissional' }), 'Bruno Lima');
  await expect(page.getByTitle('Sem atendimento: Congresso')).toBeVisible();

  // 'Novo Agendamento' in the recess asks first, naming it as a day without service.
  await page.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await fillNewAppointment(page, form, {
    professional: 'Bruno Lima',
    client: 'Rita Lopes',
    email: 'rita@example.com',
    time: '10:00',
  });
  await typeInto(form.getByLabel('Data'), typed(recessDay).replaceAll('/', ''));
  await typeInto(form.getByLabel('Horário'), '1900');
  await form.getByRole('button', { name: 'Criar Agendamento' }).click();
  const question = page.getByRole('alertdialog', { name: 'Confirmar horário' });
  await expect(question).toContainText('dia sem atendimento (Recesso forense).');
  await expect(question).not.toContainText('feriado');
  await question.getByRole('button', { name: 'Cancelar' }).click();

  // Bruno's Minha Agenda, on a phone, names the recess too.
  const brunoContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
  });
  const brunoPage = await brunoContext.newPage();
  await logInAs(brunoPage, { ...bruno, token }, /\/dashboard$/);
  await monthOf(brunoPage, recessDay);
  await expect(
    brunoPage.getByRole('button', {
      name: `Novo agendamento ${longDay(recessDay)}, sem atendimento: Recesso forense`,
    }),
  ).toBeVisible();
  // A phone's cell is too narrow for the name: the month names it under the grid.
  const recessDays = recessDay.slice(5, 7) === '12' ? '20 a 31' : '1 a 20';
  await expect(
    brunoPage.getByText(`Sem atendimento: ${recessDays} (Recesso forense)`),
  ).toBeVisible();
  await expectNoSidewaysScroll(brunoPage, 'Minha Agenda');
  await keepScreenshots(brunoPage.locator('main'), 'date-overrides-my-agenda');
  await brunoContext.close();
});

/** How the agenda's month cell names a day ('segunda-feira, 21 de dezembro'). */
function longDay(date: string) {
  return dayLabel(date).replace(/ de \d{4}$/, '');
}
