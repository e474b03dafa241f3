import type { Browser, Page } from '@playwright/test';
import {
  addProduct,
  bookingSlugOf,
  openEveryDay,
  pickDay,
  professionalToken,
  takePix,
  timeButtons,
  zonedDate,
} from './booking-fixtures.ts';
import { expectAccessible, expectAccessibleInBothThemes } from './a11y.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';
import { sharedTestCertificates } from '../helpers/test-certificates.ts';
import {
  PSP_CLIENT_ID,
  PSP_CLIENT_SECRET,
  PSP_PIX_KEY,
  startPixPspEmulator,
} from '../helpers/pix-psp-emulator.ts';
import {
  createAdmin,
  createProfessional,
  expect,
  logInAs,
  seeToast,
  test,
  uniqueEmail,
} from './fixtures.ts';

/** A phone of the client, in São Paulo. */
const clientPhone = (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

/** Makes the page light or dark with the header's theme button. */
async function useTheme(page: Page, theme: 'light' | 'dark') {
  if (!(await page.locator('html').getAttribute('class'))?.includes(theme)) {
    await page.getByRole('button', { name: /tema/i }).first().click();
  }
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

test('a client pays a priced service with Pix and the professional marks it paid', async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin, 'Bruno Lima');
  const token = await professionalToken(request, pro);
  await openEveryDay(request, token);
  await addProduct(request, token, { name: 'Consulta jurídica', duration: 60, price: 150 });
  await takePix(request, token);
  const slug = await bookingSlugOf(request, token);

  // The client, on a 390 px phone.
  const phone = await clientPhone(browser, baseURL);
  const page = await phone.newPage();
  await page.goto(`/book/personal/${slug}`);
  await page.getByLabel('Produto/Serviço').selectOption({ index: 1 });
  const day = zonedDate(1);
  await pickDay(page, day);
  await timeButtons(page).first().click();
  await page.getByLabel('Nome').fill('Cliente Pix');
  await page.getByLabel('E-mail').fill(uniqueEmail('cliente'));
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();

  // Unpaid, the time is only held: reserved and awaiting payment, never 'confirmado'.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agendamento reservado');
  await expect(page.getByText('Aguardando pagamento', { exact: true })).toBeVisible();
  await expect(page.getByText('Agendamento confirmado!')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pague com Pix: R$ 150,00' })).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR Code do Pix de R$ 150,00' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const code = await page.getByLabel('Pix copia e cola').inputValue();
  expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*5406150\.00.*6304[0-9A-F]{4}$/);
  await expect(page.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectAccessibleInBothThemes(page);
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.screenshot({
      path: `docs/screenshots/pix-confirmation-phone-${theme}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.screenshot({
      path: `docs/screenshots/pix-confirmation-desktop-${theme}.png`,
      fullPage: true,
    });
  }
  await phone.close();

  // The professional sees it waiting and marks it paid.
  const office = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const agenda = await office.newPage();
  await logInAs(agenda, pro, /\/dashboard$/);
  // Tomorrow is in the week shown unless today is Saturday (weeks start on Sunday).
  if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) {
    await agenda.getByRole('button', { name: 'Próximo' }).first().click();
  }
  const booked = agenda.getByRole('button', {
    name: /Cliente Pix, Pix: Aguardando pagamento(, Aguardando confirmação)?$/,
  });
  await expect(booked).toBeVisible();
  await expect(booked.locator('[data-payment="pending"]')).toBeVisible();
  // The agenda with its marks in both themes, then the details dialog (dark, the last theme).
  await expectAccessibleInBothThemes(agenda);
  await booked.click();
  const details = agenda.getByRole('dialog', { name: 'Cliente Pix' });
  await expect(details).toContainText('Pix: Aguardando pagamento');
  await expect(details).toContainText('R$ 150,00');
  await expectAccessible(agenda, 'agenda details (dark)');
  await details.getByRole('button', { name: 'Marcar como pago' }).click();
  await seeToast(agenda, 'Pagamento confirmado.');
  await expect(details).toContainText('Pix: Pago');
  const list = await request.get('/api/appointments', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await list.json())[0]).toMatchObject({ paymentStatus: 'paid', paymentAmount: 150 });
  await office.close();
});

test('a professional types a CPF Pix key and sees it written and checked as a CPF', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin, 'Carla Souza');
  await logInAs(page, pro, /\/dashboard$/);
  await page.goto('/settings');
  const key = page.getByLabel('Chave Pix');
  // CPF is the kind offered first; digits typed one by one are masked as they arrive.
  await key.pressSequentially('52998224726');
  await expect(key).toHaveValue('529.982.247-26');
  await page.getByLabel('Nome de quem recebe').fill('Carla Souza');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByRole('button', { name: 'Cadastrar Pix' }).click();
  await expect(page.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await key.fill('');
  await key.pressSequentially('52998224725');
  await page.getByRole('button', { name: 'Cadastrar Pix' }).click();
  await seeToast(page, 'Dados do Pix salvos.');
  await page.reload();
  await expect(page.getByLabel('Chave Pix')).toHaveValue('529.982.247-25');
});

test("an admin sets up the office's PSP on Configurações and its webhook marks the booking paid", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const certificates = sharedTestCertificates();
  // The PSP posts its webhook to the URL it was given; here it reaches the test server.
  const psp = await startPixPspEmulator(certificates, {
    deliver: async (url, body) =>
      (await request.post(`${baseURL}${new URL(url).pathname}`, { data: body })).status(),
  });
  try {
    const admin = await createAdmin(request);
    const pro = await createProfessional(request, admin, 'Bruno Lima');
    const token = await professionalToken(request, pro);
    await openEveryDay(request, token);
    await addProduct(request, token, { name: 'Consulta jurídica', duration: 60, price: 250.9 });
    const slug = await bookingSlugOf(request, token);

    await logInAs(page, admin, /\/admin$/);
    await page.getByRole('link', { name: 'Configurações', exact: true }).click();
    const card = cardTitled(page, 'Pix automático (PSP)');
    await expect(card).toContainText('Não configurado');
    const typeInto = async (label: string, text: string) => {
      await card.getByLabel(label, { exact: true }).click();
      await page.keyboard.type(text);
    };
    await typeInto('Endereço da API do PSP', psp.baseUrl);
    await typeInto('Client ID', PSP_CLIENT_ID);
    await typeInto('Client Secret', PSP_CLIENT_SECRET);
    // The PEM files are pasted, as a person does.
    await card.getByLabel('Certificado do cliente (PEM)').fill(certificates.client.cert);
    await card.getByLabel('Chave privada do certificado (PEM)').fill(certificates.client.key);
    await typeInto('Chave Pix do escritório', PSP_PIX_KEY);
    await card.getByRole('button', { name: 'Salvar' }).click();
    await seeToast(page, 'PSP configurado e webhook registrado.');
    await expect(card).toContainText('Webhook registrado no PSP');
    // What to refund: nothing yet.
    await expect(
      card.getByRole('region', { name: 'Pix recebidos depois da liberação do horário' }),
    ).toContainText('Nenhum Pix recebido depois da liberação do horário.');
    await expect(card.getByLabel('Client Secret', { exact: true })).toHaveValue('');
    await expectAccessibleInBothThemes(page);
    await keepScreenshots(card, 'pix-psp-settings');

    const phone = await clientPhone(browser, baseURL);
    const client = await phone.newPage();
    await client.goto(`/book/personal/${slug}`);
    await client.getByLabel('Produto/Serviço').selectOption({ index: 1 });
    await pickDay(client, zonedDate(1));
    await timeButtons(client).first().click();
    await client.getByLabel('Nome').fill('Cliente PSP');
    await client.getByLabel('E-mail').fill(uniqueEmail('cliente'));
    await client.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(client.getByRole('heading', { name: 'Pague com Pix: R$ 250,90' })).toBeVisible();
    const [cob] = [...psp.cobs.values()];
    await expect(client.getByLabel('Pix copia e cola')).toHaveValue(cob!.pixCopiaECola);
    expect(psp.requests.map((call) => call.clientCertificate)).not.toContain(undefined);
    await phone.close();

    expect(await psp.pay(cob!.txid)).toBe(200);
    const list = await request.get('/api/appointments', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await list.json())[0]).toMatchObject({ paymentStatus: 'paid', paymentAmount: 250.9 });
  } finally {
    await psp.close();
  }
});
