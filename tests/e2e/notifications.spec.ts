import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';
import { bearerOf, book, dayAt } from './agenda-fixtures.ts';
import {
  createAdmin,
  createProfessional,
  errorToast,
  expect,
  logInAs,
  seeToast,
  test,
} from './fixtures.ts';
import { type WebhookReceiver, signatureMatches, startReceiver } from './webhook-receiver.ts';

const receivers: WebhookReceiver[] = [];
const receiver = async (status = 200) => {
  const started = await startReceiver(status);
  receivers.push(started);
  return started;
};
test.afterEach(async () => {
  await Promise.all(receivers.splice(0).map((started) => started.close()));
});

/** Types a webhook URL and waits for the autosave. */
async function typeWebhookUrl(page: Page, url: string) {
  await page.getByLabel('URL do webhook').fill(url);
  await expect(page.getByText('Salvo', { exact: true })).toBeVisible();
}

/** Reveals the signing secret on the screen and reads it. */
async function readSecret(page: Page) {
  await page.getByRole('button', { name: 'Mostrar chave' }).click();
  return (await page.locator('code', { hasText: /^whsec_/ }).textContent()) ?? '';
}

const scheduledItem = (page: Page, text: string) =>
  page
    .getByRole('list', { name: 'Envios agendados' })
    .getByRole('listitem')
    .filter({ hasText: text })
    .filter({ hasText: '127.0.0.1' });

const historyRow = (page: Page, event: string, status: string) =>
  page
    .getByRole('region', { name: 'Histórico de webhooks' })
    .getByRole('row')
    .filter({ hasText: event })
    .filter({ hasText: status })
    .filter({ hasText: 'Webhook:' });

test('a professional sets up a signed webhook with reminders and follows its deliveries', async ({
  page,
  request,
  guard,
}) => {
  // The receiver answers 500 on purpose: the test delivery reports it as a 502 (a failed peer).
  guard.allowServerError(/\/webhook\/test$/);
  test.setTimeout(90_000);
  const pro = await createProfessional(request, await createAdmin(request));
  const ok = await receiver(200);
  const broken = await receiver(500);
  await logInAs(page, pro, /\/dashboard$/);
  await page.getByRole('link', { name: 'Notificações' }).click();
  await expect(page.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Testar webhook' })).toBeHidden();

  await page.getByRole('switch', { name: 'Enviar webhooks' }).click();
  await typeWebhookUrl(page, ok.url);
  await page.getByRole('checkbox', { name: 'Lembrete' }).check();

  const minutes = page.getByLabel('Minutos antes do agendamento');
  const add = page.getByRole('button', { name: 'Adicionar' });
  await expect(add).toBeDisabled();
  await minutes.fill('60');
  await add.click();
  await expect(page.getByText('Este lembrete já está na lista.')).toBeVisible();
  await minutes.fill('90');
  await add.click();
  const reminders = page
    .getByRole('list', { name: 'Lembretes configurados' })
    .getByRole('listitem');
  await expect(reminders).toHaveText(['1 hora antes', '1 h 30 min antes', '1 dia antes']);
  await page.getByRole('button', { name: 'Remover lembrete de 1 dia antes' }).click();
  await expect(reminders).toHaveText(['1 hora antes', '1 h 30 min antes']);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await seeToast(page, 'Configurações salvas!');

  // The test goes out signed with the secret the screen shows.
  const secret = await readSecret(page);
  await page.getByRole('button', { name: 'Testar webhook' }).click();
  await seeToast(page, 'Webhook enviado! O destino respondeu HTTP 200.');
  expect(ok.events()).toEqual(['webhook.test']);
  expect(signatureMatches(ok.received[0]!, secret)).toBe(true);

  await typeWebhookUrl(page, broken.url);
  await page.getByRole('button', { name: 'Testar webhook' }).click();
  await expect(errorToast(page, 'Erro no webhook')).toContainText('HTTP 500');
  await seeToast(page, 'Erro no webhook');
  await typeWebhookUrl(page, ok.url);

  // A new appointment: 'created' goes out now, the two reminders wait for their time.
  const token = await bearerOf(request, pro);
  await book(request, token, { clientName: 'Maria Teste', startTime: dayAt(3, 10) });
  await expect.poll(() => ok.events()).toContain('appointment.created');
  await page.getByRole('button', { name: 'Atualizar envios agendados' }).click();
  const soon = scheduledItem(page, 'Lembrete · 1 h 30 min antes');
  const later = scheduledItem(page, 'Lembrete · 1 hora antes');
  await expect(soon).toContainText('Maria Teste');
  await expect(later).toContainText('Agendado');
  await page.getByRole('button', { name: 'Atualizar histórico' }).click();
  await expect(historyRow(page, 'Agendamento criado', 'Enviado')).toBeVisible();

  await soon.getByRole('button', { name: /^Enviar agora/ }).click();
  await seeToast(page, 'Webhook processado!');
  await expect(soon).toHaveCount(0);
  expect(ok.events()).toContain('appointment.reminder');
  await expect(historyRow(page, 'Lembrete', 'Enviado')).toBeVisible();
  await later.getByRole('button', { name: /^Remover/ }).click();
  await seeToast(page, 'Webhook removido.');
  await expect(later).toHaveCount(0);

  await expectAccessibleInBothThemes(page);
});

test('an admin sets the organization webhook, sees the real test result and the history', async ({
  page,
  request,
  guard,
}) => {
  // The receiver answers 500 on purpose: the test delivery reports it as a 502 (a failed peer).
  guard.allowServerError(/\/webhook\/test$/);
  test.setTimeout(60_000);
  const admin = await createAdmin(request);
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  const ok = await receiver(200);
  const broken = await receiver(500);
  await logInAs(page, admin, /\/admin$/);
  await page.getByRole('link', { name: 'Integrações IA' }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks da organização' })).toBeVisible();

  await page.getByRole('switch', { name: 'Enviar webhooks' }).click();
  await typeWebhookUrl(page, ok.url);
  await page.getByRole('checkbox', { name: 'Lembrete' }).check();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await seeToast(page, 'Configurações salvas!');

  const secret = await readSecret(page);
  await page.getByRole('button', { name: 'Testar webhook' }).click();
  await seeToast(page, 'Webhook enviado! O destino respondeu HTTP 200.');
  expect(signatureMatches(ok.received[0]!, secret)).toBe(true);

  await typeWebhookUrl(page, broken.url);
  await page.getByRole('button', { name: 'Testar webhook' }).click();
  await seeToast(page, 'Erro no webhook');
  const result = page.getByRole('status').filter({ hasText: 'Falha ao testar webhook' });
  await expect(result).toContainText('o destino respondeu HTTP 500');
  await expect(page.getByText('Webhook enviado!')).toHaveCount(0);
  await typeWebhookUrl(page, ok.url);

  // A professional's appointment reaches the organization's webhook and lists.
  await book(request, admin.token, {
    clientName: 'Pedro Cliente',
    startTime: dayAt(4, 11),
    userId: bruno.userId,
  });
  await expect.poll(() => ok.events()).toContain('appointment.created');
  await page.getByRole('button', { name: 'Atualizar envios agendados' }).click();
  await expect(scheduledItem(page, 'Lembrete · 1 hora antes')).toContainText('com Bruno Lima');
  await page.getByRole('button', { name: 'Atualizar histórico' }).click();
  await expect(historyRow(page, 'Agendamento criado', 'Enviado')).toBeVisible();
  await expect(historyRow(page, 'Teste de webhook', 'Falhou')).toContainText('HTTP 500');
  // Ten rows a page, newest first: the first test is on the next page.
  const pages = page.getByRole('navigation', { name: 'Páginas do histórico' });
  await pages.getByRole('button', { name: 'Próxima' }).click();
  await expect(pages).toContainText('Página 2 de 2');
  await expect(historyRow(page, 'Teste de webhook', 'Enviado')).toBeVisible();

  await expectAccessibleInBothThemes(page);
});

test('a failed delivery goes out again with ‘Reenviar’ once the receiver is fixed', async ({
  page,
  request,
  guard,
}) => {
  // The receiver answers 500 on purpose: the test delivery reports it as a 502 (a failed peer).
  guard.allowServerError(/\/webhook\/test$/);
  test.setTimeout(60_000);
  const pro = await createProfessional(request, await createAdmin(request));
  // 410 is not worth retrying: the row fails at its first attempt.
  const gone = await receiver(410);
  await logInAs(page, pro, /\/dashboard$/);
  await page.getByRole('link', { name: 'Notificações' }).click();
  await page.getByRole('switch', { name: 'Enviar webhooks' }).click();
  await typeWebhookUrl(page, gone.url);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await seeToast(page, 'Configurações salvas!');
  await page.getByRole('button', { name: 'Testar webhook' }).click();
  await seeToast(page, 'Erro no webhook');

  await book(request, await bearerOf(request, pro), {
    clientName: 'Rita Reenvio',
    startTime: dayAt(5, 15),
  });
  await expect.poll(() => gone.events()).toContain('appointment.created');
  const failed = historyRow(page, 'Agendamento criado', 'Falhou');
  await expect(async () => {
    await page.getByRole('button', { name: 'Atualizar histórico' }).click();
    await expect(failed).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(failed).toContainText('HTTP 410');
  // A failed test is repeated with 'Testar webhook', not from the history.
  await expect(
    historyRow(page, 'Teste de webhook', 'Falhou').getByRole('button', { name: /^Reenviar/ }),
  ).toHaveCount(0);
  await expectAccessibleInBothThemes(page);
  await failed.scrollIntoViewIfNeeded();
  await keepScreenshots(cardTitled(page, 'Histórico'), 'notifications-history');

  gone.answerWith(200);
  await failed.getByRole('button', { name: 'Reenviar: Agendamento criado, Rita Reenvio' }).click();
  await seeToast(page, 'Webhook processado!');
  await expect(historyRow(page, 'Agendamento criado', 'Enviado')).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect(gone.events().filter((event) => event === 'appointment.created')).toHaveLength(2);
});
