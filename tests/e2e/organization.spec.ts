import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { openEveryDay, professionalToken } from './booking-fixtures.ts';
import {
  createAdmin,
  createProfessional,
  expect,
  expectNoErrorToast,
  logInAs,
  pickOption,
  seeToast,
  test,
} from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';

/** A 24×24 PNG logo (a blue square with a white band), made here byte by byte. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 24;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: size }, (_, y) => {
    const rgb = y >= 10 && y < 14 ? [255, 255, 255] : [29, 78, 216];
    return Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]);
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Clicks into a field, clears it and types like a person. */
async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

test('an admin names the office, gives it its own page, and a client opens it by its slug', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createAdmin(request);
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  await openEveryDay(request, await professionalToken(request, bruno));
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

  // The office's own page (decision 078): a slug offered from its name, its details and logo.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Configurações', exact: true }).click();
  const card = cardTitled(page, 'Página do escritório');
  await expect(card.getByLabel('Endereço da página')).toHaveValue(/^souza-prado-advogados/);
  const slug = `souza-prado-${Date.now().toString(36)}`;
  await typeInto(page, 'Endereço da página', slug);
  await typeInto(page, 'Endereço do escritório', 'Av. Paulista, 1000, Bela Vista, São Paulo/SP');
  await typeInto(page, 'Telefone', '11 3456-7890');
  await typeInto(page, 'CNPJ', '11.222.333/0001-81');
  await card.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'A página do escritório foi atualizada.');
  await page.reload();
  await expect(card.getByLabel('Telefone')).toHaveValue('+55(11) 3456-7890');
  await expect(card.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');

  const logoCard = cardTitled(page, 'Logo');
  const chooser = page.waitForEvent('filechooser');
  await logoCard.getByRole('button', { name: 'Enviar logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
  await seeToast(page, 'Logo enviado!');
  await expect(
    logoCard.getByRole('img', { name: 'Logo de Souza & Prado Advogados' }),
  ).toBeVisible();
  await expect(logoCard.getByRole('button', { name: 'Remover logo' })).toBeVisible();
  await expectNoErrorToast(page);
  await expectNoSidewaysScroll(page, 'Configurações with the office page');
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(card, 'office-page-card');
  await keepScreenshots(logoCard, 'office-logo-card');

  // 'Links de Agendamento' gives the slug's link.
  await page.getByRole('link', { name: 'Links de Agendamento' }).first().click();
  const sharedUrl = await page.getByLabel('Endereço: Link da organização').textContent();
  expect(sharedUrl).toContain(`/book/shared/${slug}`);

  // A client opens the office by its slug: its logo, address and phone, and its privacy notice.
  await page.goto(`/book/shared/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Agende com Souza & Prado Advogados',
  );
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('img', { name: 'Logo de Souza & Prado Advogados' })).toBeVisible();
  await expect(page.getByText('Av. Paulista, 1000, Bela Vista, São Paulo/SP')).toBeVisible();
  await expect(page.getByRole('link', { name: '+55(11) 3456-7890' })).toBeVisible();
  await expect(page.getByText('Ao confirmar, você concorda com o')).toContainText(
    'de Souza & Prado Advogados.',
  );
  await expectNoErrorToast(page);
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(banner, 'office-shared-page-header');
  await keepScreenshots(page.getByRole('contentinfo'), 'office-shared-page-footer');
  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Aviso de privacidade' }).click();
  const notice = await opened;
  await expect(notice).toHaveURL(new RegExp(`/book/shared/${slug}/privacidade$`));
  await expect(notice.getByRole('heading', { name: 'Aviso de privacidade' })).toBeVisible();
  await expect(
    notice.getByText('Souza & Prado Advogados (CNPJ 11.222.333/0001-81) é o controlador'),
  ).toBeVisible();
  await expect(notice.getByText('uma cópia dos seus dados ou a eliminação deles')).toBeVisible();
  await expectAccessibleInBothThemes(notice);
  await keepScreenshots(notice.locator('body'), 'office-privacy-notice');
  await notice.close();
});

test('the office keeps its município after a reload, and a rename still saves', async ({
  page,
  request,
}) => {
  // Three saves and reloads, the UF's 645 municípios and axe in both themes: a long journey.
  test.setTimeout(90_000);
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
