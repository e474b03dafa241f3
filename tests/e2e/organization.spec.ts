import { expectAccessibleInBothThemes } from './a11y.ts';
import {
  createAdmin,
  expect,
  expectNoErrorToast,
  logInAs,
  pickOption,
  seeToast,
  test,
} from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';

test('an admin names the office and the shared booking page shows it', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  await logInAs(page, admin, /\/admin$/);
  await page.goto('/settings');
  const name = page.getByLabel('Nome do escritório');
  await expect(name).toHaveValue(admin.name);
  await expectAccessibleInBothThemes(page);
  await name.fill('Souza & Prado Advogados');
  await page.locator('form', { has: name }).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O nome do escritório foi atualizado.')).toBeVisible();
  await page.goto(`/book/shared/${admin.userId}`);
  await expect(page.getByText('Souza & Prado Advogados').first()).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test('the office keeps its município after a reload, and a rename still saves', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  await logInAs(page, admin, /\/admin$/);
  await page.goto('/settings');
  const card = cardTitled(page, 'Escritório');
  const city = card.getByRole('combobox', { name: 'Município' });
  const save = () => card.getByRole('button', { name: 'Salvar' }).click();

  // Every município of the UF is offered, not only those with holidays of their own.
  await pickOption(card.getByRole('combobox', { name: 'UF' }), 'SP — São Paulo');
  await pickOption(city, 'Campinas');
  await expect(card.getByText('Sem feriados municipais no calendário para este')).toBeVisible();
  await save();
  await seeToast(page, 'O nome do escritório foi atualizado.');

  await page.reload();
  await expect(city).toHaveText('Campinas');
  await expect(card.getByRole('combobox', { name: 'UF' })).toHaveText('SP — São Paulo');
  // A rename, typed as a person does, saves and keeps the município.
  const name = card.getByLabel('Nome do escritório');
  await name.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Souza & Prado Advogados');
  await save();
  await seeToast(page, 'O nome do escritório foi atualizado.');
  await page.reload();
  await expect(name).toHaveValue('Souza & Prado Advogados');
  await expect(city).toHaveText('Campinas');

  // São Paulo (the city) brings its own holidays too.
  await pickOption(city, 'São Paulo');
  await expect(
    card.getByText('Valem os feriados nacionais, os estaduais e os deste município.'),
  ).toBeVisible();
  await save();
  await seeToast(page, 'O nome do escritório foi atualizado.');
  await page.reload();
  await expect(city).toHaveText('São Paulo');
  const saved = await request.get('/api/admin/organization', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(await saved.json()).toMatchObject({
    name: 'Souza & Prado Advogados',
    state: 'SP',
    city: '3550308',
  });
  await expectNoErrorToast(page);
  await expectNoSidewaysScroll(page, 'Configurações on this screen');
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(card, 'organization-municipio');
});
