// Issue 32, 'Done when': a new office on a phone, on a server without SMTP_URL, sets itself up
// from the menus alone (município, Pix, hours and a paid service), a client books that service
// on their own phone (nothing pre-chosen, the price charged with Pix), and the office reads in
// its history that the client's confirmation was not sent. The journey guard fails it on any red
// toast, console error or 5xx; every screen is checked for sideways scroll at 390 px.
import type { Locator, Page } from '@playwright/test';
import { dayLabel, timeButtons, zonedDate } from './booking-fixtures.ts';
import { expect, pickOption, seeToast, test, uniqueEmail } from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { cardTitled } from './screenshots.ts';
import { type SecondServer, startSecondServer } from './second-server.ts';
import { WEEKDAY_NAMES } from '@core/weekdays.ts';

// Beside the shared server (port … port + 3) and email-off.spec.ts's (port + 10).
const port = Number(process.env.E2E_PORT ?? 5180) + 20;
const baseURL = `http://127.0.0.1:${port}`;
const phone = {
  baseURL,
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
let server: SecondServer | undefined;

test.use(phone);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startSecondServer(port);
});
test.afterAll(async () => {
  await server?.stop();
});

const OFFICE = { name: 'Helena Ramos', office: 'Ramos Advocacia Tributária' };
const CLIENT = { name: 'Joana Prado', email: 'joana.prado@example.com', phone: '(11) 98765-4321' };
const SERVICE = 'Consulta tributária';

/** Types into a field as a person does: a tap into it, then the keys. */
async function typeInto(field: Locator, text: string) {
  await field.tap();
  await field.pressSequentially(text);
}

/** Opens a screen from the drawer behind the header's menu button, and checks its width. */
async function openFromMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Menu lateral' });
  await menu.getByRole('link', { name: new RegExp(`^${entry}`) }).tap();
  await expect(page.getByRole('heading', { level: 1, name: entry, exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSidewaysScroll(page, entry);
}

test('a new office on a phone sets up a paid service in São Paulo, a client books it with Pix, and the office reads “Não enviado” without SMTP', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const emailOff = page.getByRole('status').filter({ hasText: 'E-mail desativado' });

  // The office finds the product, and registers from the login screen.
  await page.goto('/');
  await expectNoSidewaysScroll(page, 'the landing page');
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Entrar' })
    .tap();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Criar conta' }).tap();
  await expect(page).toHaveURL(/\/register$/);
  await expectNoSidewaysScroll(page, 'the registration page');
  await typeInto(page.getByLabel('Nome completo'), OFFICE.name);
  await typeInto(page.getByLabel('Nome do escritório'), OFFICE.office);
  await typeInto(page.getByLabel('E-mail'), uniqueEmail('helena'));
  await typeInto(page.getByLabel('Senha', { exact: true }), 'segredo123');
  await typeInto(page.getByLabel('Confirmar senha'), 'segredo123');
  await page.getByRole('button', { name: 'Criar Conta' }).tap();
  await expect(page).toHaveURL(/\/admin$/);
  await seeToast(page, 'Conta criada com sucesso!');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // This server keeps e-mails without sending them, and says so from the first screen.
  await expect(emailOff).toContainText('E-mail desativado: configure SMTP_URL');
  await expectNoSidewaysScroll(page, 'the new office’s dashboard');

  // Configurações → Escritório: the office is in São Paulo (its holidays close the agenda).
  await openFromMenu(page, 'Configurações');
  const office = cardTitled(page, 'Escritório');
  const uf = office.getByRole('combobox', { name: 'UF' });
  const city = office.getByRole('combobox', { name: 'Município' });
  await pickOption(uf, 'SP — São Paulo');
  await pickOption(city, 'São Paulo');
  await expect(
    office.getByText('Valem os feriados nacionais, os estaduais e os deste município.'),
  ).toBeVisible();
  await office.getByRole('button', { name: 'Salvar' }).tap();
  await seeToast(page, 'O nome do escritório foi atualizado.');
  await page.reload();
  await expect(uf).toHaveText('SP — São Paulo');
  await expect(city).toHaveText('São Paulo');
  await expect(office.getByLabel('Nome do escritório')).toHaveValue(OFFICE.office);
  await expectNoSidewaysScroll(page, 'Configurações after the reload');

  // Configurações → Pix: a priced service is charged with Pix.
  const pix = cardTitled(page, 'Pix');
  await typeInto(pix.getByLabel('Chave Pix'), '52998224725');
  await expect(pix.getByLabel('Chave Pix')).toHaveValue('529.982.247-25');
  await typeInto(pix.getByLabel('Nome de quem recebe'), OFFICE.name);
  await typeInto(pix.getByLabel('Cidade'), 'São Paulo');
  await pix.getByRole('button', { name: 'Cadastrar Pix' }).tap();
  await seeToast(page, 'Dados do Pix salvos.');

  // Disponibilidade: the next three days are open (one of them may be a holiday).
  await openFromMenu(page, 'Disponibilidade');
  const days = [1, 2, 3].map(zonedDate);
  for (const date of days) {
    const weekday = WEEKDAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
    await pickOption(page.getByRole('combobox', { name: 'Dia da semana' }), weekday);
    await page.getByRole('button', { name: 'Adicionar Horário' }).tap();
    await seeToast(page, 'Horário adicionado');
    await expect(page.getByRole('region', { name: weekday })).toContainText('09:00');
  }
  await expectNoSidewaysScroll(page, 'Disponibilidade with its hours');

  // Produtos & Serviços: the price is typed into its field as a person types it.
  await openFromMenu(page, 'Produtos & Serviços');
  await page.getByRole('button', { name: 'Novo Produto' }).tap();
  const form = page.getByRole('dialog', { name: 'Novo Produto' });
  await typeInto(form.getByLabel('Nome'), SERVICE);
  const price = form.getByLabel('Preço (R$)');
  await expect(price).toHaveValue('');
  await typeInto(price, '350,00');
  await expect(price).toHaveValue('350,00');
  const duration = form.getByLabel('Duração (minutos)');
  await typeInto(duration, '60');
  await expect(duration).toHaveValue('60');
  await expectNoSidewaysScroll(page, 'the new service form');
  await form.getByRole('button', { name: 'Criar Produto' }).tap();
  await seeToast(page, 'Produto criado');
  await expect(page.getByRole('article', { name: SERVICE })).toContainText('R$ 350,00');
  await expectNoSidewaysScroll(page, 'Produtos & Serviços with the service');

  // Links de Agendamento: the personal link the office sends to its clients.
  await openFromMenu(page, 'Links de Agendamento');
  const link = await page.getByLabel('Endereço: Link pessoal').textContent();
  expect(link).toMatch(new RegExp(`^${baseURL}/book/personal/`));

  // The client, on their own phone, opens the link: nothing is chosen for them.
  const clientPhone = await browser.newContext(phone);
  const client = await clientPhone.newPage();
  await client.goto(link!);
  await expect(client.getByRole('heading', { name: `Agende com ${OFFICE.name}` })).toBeVisible();
  const service = client.getByLabel('Produto/Serviço');
  await expect(service.locator('option:checked')).toHaveText('Escolha um serviço');
  await expect(service.locator('option')).toHaveText([
    'Escolha um serviço',
    /^Consulta tributária · R\$\s350,00$/,
  ]);
  await expectNoSidewaysScroll(client, 'the booking page');
  await service.selectOption({ label: 'Consulta tributária · R$\u00a0350,00' });
  await expect(service.locator('option:checked')).toHaveText(/^Consulta tributária · R\$\s350,00$/);
  await expect(client.getByText('Duração: 1 h.')).toBeVisible();

  // The first of the open days that has free times (a holiday has none).
  const freeDay = async () => {
    for (const date of days) {
      const label = dayLabel(date);
      const shown = client.getByRole('button', { name: new RegExp(`^${label}`) });
      if ((await shown.count()) === 0)
        await client.getByRole('button', { name: 'Próximo mês' }).tap();
      await expect(shown).toBeVisible();
      await expect(client.getByRole('button', { name: /carregando horários$/ })).toHaveCount(0);
      const free = client.getByRole('button', { name: label, exact: true });
      if ((await free.count()) === 1) return free;
    }
    throw new Error(`no free time on ${days.join(', ')}`);
  };
  await (await freeDay()).tap();
  await timeButtons(client).first().tap();
  // The summary beside the confirm button says what is booked, and for how much.
  const summary = client.getByRole('complementary', { name: 'Resumo do agendamento' });
  await expect(summary).toContainText(/Consulta tributária · R\$\s350,00/);
  await expect(summary).toContainText('Duração1 h');
  await expectNoSidewaysScroll(client, 'the booking page with a time chosen');
  await typeInto(client.getByLabel('Nome'), CLIENT.name);
  await typeInto(client.getByLabel('E-mail'), CLIENT.email);
  const tel = client.getByLabel('Telefone (opcional)');
  await typeInto(tel, CLIENT.phone);
  await expect(tel).toHaveValue('+55(11) 98765-4321');
  await client.getByRole('button', { name: 'Confirmar agendamento' }).tap();

  // The time is held until the Pix of R$ 350,00 is paid.
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Agendamento reservado');
  await expect(client.getByRole('heading', { name: 'Pague com Pix: R$ 350,00' })).toBeVisible();
  await expect(client.getByRole('img', { name: 'QR Code do Pix de R$ 350,00' })).toBeVisible();
  expect(await client.getByLabel('Pix copia e cola').inputValue()).toMatch(/5406350\.00/);
  await expectNoSidewaysScroll(client, 'the Pix confirmation');
  await clientPhone.close();

  // Back at the office: the history tells the truth about the client's confirmation.
  await openFromMenu(page, 'Notificações');
  await expect(emailOff).toBeVisible();
  const confirmation = page
    .getByRole('region', { name: 'Histórico de webhooks' })
    .getByRole('row')
    .filter({ hasText: 'Agendamento criado' })
    .filter({ hasText: CLIENT.email });
  // The outbox hands the e-mail over within a moment; the history is read again until then.
  await expect(async () => {
    await page.reload();
    await expect(confirmation.getByText('Não enviado', { exact: true })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(confirmation).toHaveCount(1);
  await expect(confirmation).toContainText(CLIENT.name);
  await expect(confirmation).toContainText('e-mail não configurado no servidor (SMTP_URL)');
  await expect(confirmation.getByText('Enviado', { exact: true })).toHaveCount(0);
  await expect(emailOff).toBeVisible();
  await expectNoSidewaysScroll(page, 'Notificações with the history');
});
