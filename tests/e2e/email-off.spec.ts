// A new office on a server without SMTP_URL (the shared journeys' server always has a mailbox):
// the history must not claim an e-mail went out, and the admin is told e-mail is off.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { openEveryDay, zonedDate } from './booking-fixtures.ts';
import { type Account, createAdmin, expect, logInAs, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { keepScreenshots } from './screenshots.ts';
import { type SecondServer, startSecondServer } from './second-server.ts';

const port = Number(process.env.E2E_PORT ?? 5180) + 10;
let server: SecondServer | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startSecondServer(port);
});
test.afterAll(async () => {
  await server?.stop();
});

const CLIENT = 'Joana Prado';
const CLIENT_EMAIL = 'joana.prado@example.com';
const NOT_CONFIGURED = 'e-mail não configurado no servidor (SMTP_URL)';

/** The office's history as the API gives it, once the worker has handled every e-mail. */
async function emailStatuses(request: APIRequestContext, admin: Account) {
  const response = await request.get('/api/webhook-logs?limit=50', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.status()).toBe(200);
  const { logs } = (await response.json()) as {
    logs: Array<{ channel: string; event: string; status: string }>;
  };
  return logs
    .filter((log) => log.channel === 'email' && log.event !== 'appointment.reminder')
    .map((log) => `${log.event} ${log.status}`)
    .sort();
}

const historyRow = (page: Page, event: string, target = '') =>
  page
    .getByRole('region', { name: 'Histórico de webhooks' })
    .getByRole('row')
    .filter({ hasText: event })
    .filter({ hasText: target });

test('a new office without SMTP reads “Não enviado” in its history and is told e-mail is off', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A new office on a phone.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await createAdmin(request, 'Ana Souza', 'Souza Advocacia');
  await openEveryDay(request, admin.token);
  const booked = await request.post('/api/appointments/public', {
    data: {
      professionalId: admin.userId,
      clientName: CLIENT,
      clientEmail: CLIENT_EMAIL,
      clientPhone: '(11) 98765-4321',
      startTime: `${zonedDate(1)}T10:00:00-03:00`,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const reset = await request.post('/api/auth/password-reset', { data: { email: admin.email } });
  expect(reset.status()).toBe(200);
  // The worker keeps each e-mail in the outbox and says so: none is 'success'.
  await expect
    .poll(() => emailStatuses(request, admin), { timeout: 20_000 })
    .toEqual([
      'account.password_reset not_sent',
      // One to the client, one to the professional (the admin here).
      'appointment.created not_sent',
      'appointment.created not_sent',
    ]);

  await logInAs(page, admin, /\/admin$/);
  const banner = page.getByRole('status').filter({ hasText: 'E-mail desativado' });
  await expect(banner).toContainText(
    'E-mail desativado: configure SMTP_URL para enviar confirmações e lembretes aos clientes.',
  );
  await expectNoSidewaysScroll(page, 'the admin dashboard with the banner');

  await page.goto('/notifications');
  await expect(banner).toBeVisible();
  const rows = [
    historyRow(page, 'Agendamento criado', CLIENT_EMAIL),
    historyRow(page, 'Redefinição de senha'),
  ];
  for (const row of rows) {
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Não enviado', { exact: true })).toBeVisible();
    await expect(row.getByText(NOT_CONFIGURED)).toBeVisible();
    await expect(row.getByText('Enviado', { exact: true })).toHaveCount(0);
  }
  await expect(rows[0]!).toContainText(CLIENT);
  await expectNoSidewaysScroll(page, 'Notificações with the banner');
  await expectAccessibleInBothThemes(page);
  await page.setViewportSize(desktop);
  await keepScreenshots(banner, 'email-off-banner');
});
