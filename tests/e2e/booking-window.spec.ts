// Issue 34: slots on the service's own length, and the booking window set on 'Configurações'.
import { expectAccessibleInBothThemes, expectDialogAccessibleInBothThemes } from './a11y.ts';
import {
  bookableProfessional,
  dayLabel,
  openEveryDay,
  professionalToken,
  bookingSlugOf,
  timeButtons,
  zonedDate,
} from './booking-fixtures.ts';
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

test('a 30-minute service is offered at 09:00, 09:30, 10:00 and so on', async ({
  page,
  request,
}) => {
  const pro = await createProfessional(request, await createAdmin(request));
  const token = await professionalToken(request, pro);
  await openEveryDay(request, token, { startTime: '09:00', endTime: '12:00' });
  await logInAs(page, pro, /\/dashboard$/);

  // The weekly hours say what their 'Duração' is for, next to the field.
  await page.getByRole('link', { name: 'Disponibilidade' }).click();
  await expect(
    page.getByText('Usada nos agendamentos sem serviço; cada serviço usa a própria duração.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Produtos & Serviços' }).click();
  await page.getByRole('button', { name: 'Novo Produto' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Produto' });
  await form.getByLabel('Nome').click();
  await page.keyboard.type('Consulta inicial');
  await form.getByLabel('Duração (minutos)').click();
  await page.keyboard.type('30');
  await expect(form.getByText('Padrão: a duração do serviço.')).toBeVisible();
  await expect(form.getByLabel('Intervalo entre horários (minutos)')).toHaveValue('');
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(form, 'product-slot-interval-and-window');
  await form.getByRole('button', { name: 'Criar Produto' }).click();
  await seeToast(page, 'Produto criado');

  const slug = await bookingSlugOf(request, token);
  // The service's times are held back: the day is tapped while they load, as a quick person does.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/api/slots?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/book/personal/${slug}`);
  await page.getByLabel('Produto/Serviço').selectOption({ label: 'Consulta inicial · Gratuito' });
  if (zonedDate(2).slice(0, 7) !== zonedDate(0).slice(0, 7))
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  const day = dayLabel(zonedDate(2));
  // Loading, the day is aria-disabled (Playwright would not click it); a person's tap still lands.
  await page.getByRole('button', { name: `${day}, carregando horários` }).click({ force: true });
  release();
  await expect(page.getByRole('button', { name: day, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(timeButtons(page)).toHaveText([
    /^09:00/,
    /^09:30/,
    /^10:00/,
    /^10:30/,
    /^11:00/,
    /^11:30/,
  ]);
  await expectNoSidewaysScroll(page, 'the public page with half-hour times');
});

test('a professional asks for 2 h of notice on Configurações, and the public page says so', async ({
  page,
  request,
}) => {
  const { pro, slug } = await bookableProfessional(request);
  await logInAs(page, pro, /\/dashboard$/);
  await page.getByRole('link', { name: 'Configurações', exact: true }).click();
  const card = cardTitled(page, 'Configurações de Agendamento');
  await card.getByLabel('Antecedência mínima').click();
  await page.keyboard.type('2');
  await pickOption(card.getByRole('combobox', { name: 'Unidade' }), 'horas');
  await card.getByLabel('Agendar até quantos dias à frente').click();
  await page.keyboard.type('60');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Configurações salvas!');
  await page.reload();
  await expect(card.getByLabel('Antecedência mínima')).toHaveValue('2');
  await expect(card.getByRole('combobox', { name: 'Unidade' })).toHaveText('horas');
  await expect(card.getByLabel('Agendar até quantos dias à frente')).toHaveValue('60');
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(card, 'profile-booking-window');

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/book/personal/${slug}`);
  await expect(page.getByText('Agende com pelo menos 2 h de antecedência.')).toBeVisible();
  await expect(page.getByText('Agendamentos até 60 dias à frente.')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(
    page.getByRole('region', { name: 'Escolha a data' }),
    'booking-window-public-notice',
  );
  // The calendar goes no further than the month of the 60th day.
  const months = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  const next = page.getByRole('button', { name: 'Próximo mês' });
  for (let month = months(zonedDate(0)); month < months(zonedDate(60)); month++) {
    await next.click();
  }
  await expect(next).toBeDisabled();
  await expectNoSidewaysScroll(page, 'the public page with its booking window');
});
