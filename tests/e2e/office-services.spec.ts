// Office-wide services (issue 35, decision 082): created once for three lawyers, booked on the
// office's own page with 'Qualquer profissional disponível'.
import { expectAccessibleInBothThemes, expectDialogAccessibleInBothThemes } from './a11y.ts';
import {
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
import { keepScreenshots } from './screenshots.ts';

/** A 1×1 PNG: the office's logo. */
const LOGO_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test("the admin creates 'Consulta inicial' once for three lawyers, and a client books it on the office's page", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createAdmin(request, 'Ana Souza', 'Souza Advocacia');
  const headers = { authorization: `Bearer ${admin.token}` };
  const lawyers = ['Bruno Lima', 'Carla Mendes', 'Davi Reis'];
  for (const name of lawyers) {
    const pro = await createProfessional(request, admin, name);
    await openEveryDay(request, await professionalToken(request, pro), {
      startTime: '08:00',
      endTime: '12:00',
    });
  }
  // The office's own page (its slug and logo, decision 078) is set up as its card does.
  const slug = `souza-${Date.now().toString(36)}`;
  const office = await request.patch('/api/admin/organization', {
    data: { name: 'Souza Advocacia', slug },
    headers,
  });
  expect(office.status()).toBe(200);
  const logo = await request.put('/api/admin/organization/logo', {
    data: { contentBase64: LOGO_PNG },
    headers,
  });
  expect(logo.status()).toBe(200);

  // From the menus: Configurações → 'Serviços do escritório'.
  await logInAs(page, admin, /\/admin$/);
  await page.getByRole('link', { name: 'Configurações', exact: true }).click();
  await page.getByRole('link', { name: 'Gerenciar serviços do escritório' }).click();
  await expect(
    page.getByRole('heading', { name: 'Serviços do escritório', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Novo serviço do escritório' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo serviço do escritório' });
  await dialog.getByLabel('Nome').click();
  await page.keyboard.type('Consulta inicial');
  await dialog.getByLabel('Duração (minutos)').click();
  await page.keyboard.type('30');
  await dialog.getByLabel('Preço (R$)').click();
  await page.keyboard.type('250,90');
  for (const name of lawyers) await dialog.getByRole('checkbox', { name }).click();
  await dialog.getByLabel('Preço próprio (R$) de Davi Reis').click();
  await page.keyboard.type('1.250,90');
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(dialog, 'office-service-form');
  await dialog.getByRole('button', { name: 'Criar serviço' }).click();
  await seeToast(page, 'Serviço do escritório criado');
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: 'Consulta inicial' });
  await expect(card).toContainText('R$ 250,90');
  await expect(card).toContainText('30 min');
  await expect(card).toContainText('Bruno Lima, Carla Mendes, Davi Reis (R$ 1.250,90)');
  await expectNoErrorToast(page);
  await expectNoSidewaysScroll(page, 'Serviços do escritório');
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(page.locator('main'), 'office-services');

  // A client on a phone books it on the office's page, with whoever is free.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/book/shared/${slug}`);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('img', { name: 'Logo de Souza Advocacia' })).toBeVisible();
  const picker = page.getByRole('region', { name: 'Escolha o profissional' });
  const services = picker.getByLabel('Serviço ou área de atuação');
  // The price shows before confirming: Davi's own makes it a range.
  const option = services.locator('option', { hasText: 'Consulta inicial' });
  await expect(option).toHaveText(/^Consulta inicial · R\$\s250,90 a R\$\s1\.250,90$/);
  await services.selectOption({ label: (await option.textContent())! });
  const any = picker.getByRole('button', { name: 'Qualquer profissional disponível' });
  await any.click();
  await expect(any).toHaveAttribute('aria-pressed', 'true');
  await keepScreenshots(picker, 'office-service-any-professional');
  await expectNoSidewaysScroll(page, 'the office page with the service');
  await expectAccessibleInBothThemes(page);

  const day = zonedDate(1);
  await pickDay(page, day);
  // A 30-minute service is offered every 30 minutes.
  await expect(timeButtons(page).nth(0)).toHaveText(/^08:00/);
  await expect(timeButtons(page).nth(1)).toHaveText(/^08:30/);
  await timeButtons(page).first().click();
  await page.getByLabel('Nome').click();
  await page.keyboard.type('Mariana Alves');
  await page.getByLabel('E-mail').click();
  await page.keyboard.type(uniqueEmail('cliente'));
  await page.getByLabel('Telefone').click();
  await page.keyboard.type('11987654321');
  // The booking form links to the office's privacy notice (decision 078).
  await expect(page.getByRole('link', { name: 'Aviso de privacidade' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Resumo do agendamento' });
  await summary.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  await expect(page.getByText(/Bruno Lima|Carla Mendes|Davi Reis/).first()).toBeVisible();
  await expectNoErrorToast(page);
  await expectNoSidewaysScroll(page, 'the confirmation');
});
