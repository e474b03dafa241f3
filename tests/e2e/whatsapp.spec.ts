import type { APIRequestContext, Page } from '@playwright/test';
import {
  EMULATOR_PHONE_NUMBER_ID,
  EMULATOR_TOKEN,
  type ReceivedWhatsappMessage,
} from '../helpers/whatsapp-emulator.ts';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';
import { freshContext } from './agenda-fixtures.ts';
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
  logInAs,
  seeToast,
  test,
  uniqueEmail,
} from './fixtures.ts';

/** The WhatsApp emulator serve.ts starts beside the app (port + 3). */
const emulatorBase = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5180) + 3}`;
const APP_SECRET = 'b41c9e07d2f35a6881e0c4d7a9b2f613';

const emulatorMessages = async (request: APIRequestContext) => {
  const response = await request.get(`${emulatorBase()}/__emulator/messages`);
  return ((await response.json()) as { messages: ReceivedWhatsappMessage[] }).messages;
};

/** A row of the history table: the event, its status and its channel (read out as 'WhatsApp:'). */
const historyRow = (page: Page, event: string, status: string) =>
  page
    .getByRole('region', { name: 'Histórico de webhooks' })
    .getByRole('row')
    .filter({ hasText: event })
    .filter({ hasText: status })
    .filter({ hasText: 'WhatsApp:' });

/** Clicks 'Atualizar histórico' until the row shows (the worker sends within a second or so). */
async function waitForHistoryRow(page: Page, event: string, status: string) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Atualizar histórico' }).click();
    await expect(historyRow(page, event, status)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('an admin sends client notifications by WhatsApp and the history shows them as sent', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin, 'Bruno Lima');
  const proToken = await professionalToken(request, pro);
  await openEveryDay(request, proToken);

  await logInAs(page, admin, /\/admin$/);
  await page.getByRole('link', { name: 'Integrações IA' }).click();
  const card = page.getByRole('region', { name: 'WhatsApp' });
  await expect(card.getByRole('heading', { name: 'WhatsApp' })).toBeVisible();
  await expect(card.getByText('Desativado', { exact: true })).toBeVisible();

  // Switched on without a number: the form says what is missing.
  await card.getByRole('switch', { name: 'Ativar WhatsApp' }).click();
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    card.getByText('Informe o ID do número de telefone para ativar o WhatsApp.'),
  ).toBeVisible();
  await card.getByLabel('ID do número de telefone').fill('abc');
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(card.getByText(/ID do número de telefone inválido/)).toBeVisible();

  await card.getByLabel('ID do número de telefone').fill(EMULATOR_PHONE_NUMBER_ID);
  await card.getByLabel('Token de acesso').fill(EMULATOR_TOKEN);
  await expect(card.getByLabel('Modelo de confirmação', { exact: true })).toHaveValue(
    'agendamento_confirmado',
  );
  await expect(card.getByLabel('Modelo de lembrete')).toHaveValue('lembrete_agendamento');
  // The 'Confirmar presença' reminder's template, and the buttons Meta's manager must give it.
  const presence = card.getByLabel('Modelo de confirmação de presença');
  await expect(presence).toHaveValue('confirmar_presenca');
  await expect(presence).toHaveAccessibleDescription(/“Confirmar”, “Remarcar”, “Cancelar”/);
  // A waitlist offer's template (issue 36): {{5}} is the offer's link.
  await expect(card.getByLabel('Modelo de vaga da lista de espera')).toHaveValue('vaga_disponivel');
  await expect(card.getByLabel('Idioma dos modelos')).toHaveValue('pt_BR');
  await expect(card.getByRole('list', { name: 'Parâmetros dos modelos' })).toContainText(
    'nome do cliente',
  );
  await card.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Configurações do WhatsApp salvas!');
  await expect(card.getByText('Enviando', { exact: true })).toBeVisible();
  // The token is never shown again: the field is blank and says which one is saved.
  await expect(card.getByLabel('Token de acesso')).toHaveValue('');
  await expect(card.getByLabel('Token de acesso')).toHaveAttribute(
    'placeholder',
    `•••••••• ${EMULATOR_TOKEN.slice(-4)} (salvo)`,
  );

  // With the app secret, the card shows what to paste in Meta's webhook settings.
  const receipts = card.getByRole('region', { name: 'Confirmações de entrega' });
  await expect(receipts).toContainText('Salve a chave secreta do app');
  await card.getByLabel('Chave secreta do app').fill(APP_SECRET);
  await card.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Configurações do WhatsApp salvas!');
  await expect(card.getByLabel('Chave secreta do app')).toHaveValue('');
  await expect(receipts.getByRole('button', { name: 'Copiar URL de retorno' })).toBeVisible();
  const callbackPath = new URL(
    (await receipts.locator('code', { hasText: '/api/whatsapp/webhook/' }).textContent()) ?? '',
  ).pathname;
  await expect(receipts.locator('code', { hasText: /^agendei_[0-9a-f]{32}$/ })).toBeVisible();

  await card.getByLabel('Telefone para o teste').fill('21988887777');
  await expect(card.getByLabel('Telefone para o teste')).toHaveValue('+55(21) 98888-7777');
  await card.getByRole('button', { name: 'Enviar mensagem de teste' }).click();
  await seeToast(page, 'Mensagem de teste enviada!');
  await keepScreenshots(card, 'whatsapp-card');
  await expectAccessibleInBothThemes(page);

  // A client books on the professional's public page, with a phone.
  const client = await freshContext(browser, baseURL);
  const clientPage = await client.newPage();
  await clientPage.goto(`/book/personal/${await bookingSlugOf(request, proToken)}`);
  await pickDay(clientPage, zonedDate(2));
  await timeButtons(clientPage).first().click();
  await clientPage.getByLabel('Nome').fill('Mariana Alves');
  await clientPage.getByLabel('E-mail').fill(uniqueEmail('cliente'));
  await clientPage.getByLabel('Telefone').fill('11987654321');
  await clientPage.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(clientPage.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  await client.close();

  // The professional sees the WhatsApp confirmation as sent, to the client's phone.
  const office = await freshContext(browser, baseURL);
  const proPage = await office.newPage();
  await logInAs(proPage, pro, /\/dashboard$/);
  await proPage.getByRole('link', { name: 'Notificações' }).click();
  await waitForHistoryRow(proPage, 'Agendamento criado', 'Enviado');
  await expect(historyRow(proPage, 'Agendamento criado', 'Enviado')).toContainText(
    '+55(11) 98765-4321',
  );
  await expect(
    proPage
      .getByRole('list', { name: 'Envios agendados' })
      .getByRole('listitem')
      .filter({ hasText: 'WhatsApp:' })
      .first(),
  ).toContainText('Lembrete');
  // Meta reports the message delivered, then read: the history says so.
  const [confirmation] = (await emulatorMessages(request)).filter(
    (message) => message.parameters[0] === 'Mariana Alves',
  );
  for (const status of ['delivered', 'read']) {
    const receipt = await request.post(`${emulatorBase()}/__emulator/receipt`, {
      data: {
        callbackUrl: new URL(callbackPath, baseURL).toString(),
        appSecret: APP_SECRET,
        messageId: confirmation!.id,
        status,
      },
    });
    expect(await receipt.json()).toEqual({ status: 200 });
  }
  await proPage.getByRole('button', { name: 'Atualizar histórico' }).click();
  await expect(historyRow(proPage, 'Agendamento criado', 'Enviado')).toContainText('Lida');
  await expectAccessibleInBothThemes(proPage);
  await keepScreenshots(cardTitled(proPage, 'Histórico'), 'whatsapp-history');
  await office.close();

  const sent = (await emulatorMessages(request)).filter(
    (message) => message.parameters[0] === 'Mariana Alves',
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    phoneNumberId: EMULATOR_PHONE_NUMBER_ID,
    to: '5511987654321',
    template: 'agendamento_confirmado',
    language: 'pt_BR',
  });
  expect(sent[0]!.parameters.slice(3)).toEqual(['Bruno Lima', 'Atendimento']);

  // The test message is in the organization's history on the integrations screen.
  await page.reload();
  await waitForHistoryRow(page, 'Teste de WhatsApp', 'Enviado');
});
