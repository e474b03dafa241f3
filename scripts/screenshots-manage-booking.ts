// Screenshots of the client's private page (/agendamento/{token}) and of the confirmation e-mail,
// into docs/screenshots/. Runs its own server in this process on a throwaway data folder, books
// through the real API, then delivers the outbox's e-mails to email_outbox (no SMTP).
// Usage: node scripts/web-build.mjs && npx tsx scripts/screenshots-manage-booking.ts
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type Page, chromium } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { addDays, zonedDateTime } from '@core/scheduling/local-date.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openConfiguredDatabase } from '../server/db/open-database.ts';
import { DATABASE_THREAD_TASKS } from '../server/features/appointments/database-thread-tasks.ts';
import { appointments } from '../server/db/schema.ts';
import { createEmailSender } from '../server/features/email/email-sender.ts';
import { listOutboxEmails } from '../server/features/email/email-outbox.repository.ts';
import e2eConfig from '@tests/e2e/playwright.config.ts';
import { deliverDue } from '@tests/helpers/outbox.ts';

const outDir = 'docs/screenshots';
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agendei-shots-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '5207',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
});
const baseURL = `http://127.0.0.1:${config.PORT}`;
const database = await openConfiguredDatabase(config, { threadTasks: DATABASE_THREAD_TASKS });
const app = await buildApp({ config, database });
await app.listen({ port: config.PORT, host: config.HOST });

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await app.inject({
    method: method as 'POST',
    url,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.statusCode >= 300)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

// An office, a lawyer open every day from 09:00 to 17:00, a product, and a client's booking.
const admin = await api<{ token: string }>('POST', '/api/auth/admin/register', {
  name: 'Ana Souza',
  email: 'ana@souza.adv.br',
  password: 'segredo123',
});
await api('PATCH', '/api/admin/organization', { name: 'Souza & Lima Advogados' }, admin.token);
await api(
  'POST',
  '/api/admin/users',
  {
    name: 'Bruno Lima',
    email: 'bruno@souza.adv.br',
    password: 'segredo123',
    title: 'Direito Trabalhista',
  },
  admin.token,
);
const pro = await api<{ token: string; user: { id: string } }>('POST', '/api/auth/user/login', {
  email: 'bruno@souza.adv.br',
  password: 'segredo123',
});
for (let day = 0; day < 7; day++) {
  const window = { dayOfWeek: day, startTime: '09:00', endTime: '17:00' };
  await api('POST', '/api/availability', window, pro.token);
}
const product = await api<{ id: string }>(
  'POST',
  '/api/products',
  { name: 'Consulta inicial', description: 'Primeira conversa.', duration: 60, price: 150 },
  pro.token,
);
const date = addDays(zonedDateTime(Date.now(), 'America/Sao_Paulo').date, 3);
const booked = await api<{ id: string }>('POST', '/api/appointments/public', {
  professionalId: pro.user.id,
  clientName: 'Maria Silva',
  clientEmail: 'maria.silva@exemplo.com.br',
  clientPhone: '(11) 98765-4321',
  notes: null,
  productId: product.id,
  startTime: new Date(`${date}T13:00:00Z`).toISOString(),
});
const [row] = await database.db
  .select({ token: appointments.manageToken, organizationId: appointments.organizationId })
  .from(appointments)
  .where(eq(appointments.id, booked.id));

// The confirmation e-mails, rendered into email_outbox.
const sender = createEmailSender({ db: database.db, config });
await deliverDue({ db: database.db, config, sendEmail: sender.send }, Date.now());
const emails = await listOutboxEmails(database.db, row!.organizationId);
const confirmation = emails.find((email) => email.toAddress === 'maria.silva@exemplo.com.br');

async function shoot(browser: Browser, name: string, prepare: (page: Page) => Promise<void>) {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({
        viewport,
        baseURL,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      await context.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
      const page = await context.newPage();
      await page.goto(`/agendamento/${row!.token}`);
      await page.getByRole('heading', { name: 'Seu agendamento' }).waitFor();
      await prepare(page);
      await page.screenshot({ path: `${outDir}/${name}-${device}-${theme}.png`, fullPage: true });
      await context.close();
    }
  }
}

mkdirSync(outDir, { recursive: true });
// The journeys' Chromium (Debian's, headless, no sandbox).
const browser = await chromium.launch(e2eConfig.use?.launchOptions);
await shoot(browser, 'manage-booking', async () => undefined);
await shoot(browser, 'manage-booking-reschedule', async (page) => {
  await page.getByRole('button', { name: 'Escolher outro horário' }).click();
  await page
    .getByRole('button', { name: /sem horários/ })
    .first()
    .waitFor();
  await page.locator('button[aria-label]:not([disabled])[aria-pressed]').nth(1).click();
  await page
    .getByRole('group', { name: /Manhã|Tarde/ })
    .first()
    .getByRole('button')
    .nth(1)
    .click();
  await page.waitForTimeout(300);
});
if (confirmation?.htmlBody) {
  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  await page.setContent(confirmation.htmlBody);
  await page.screenshot({ path: `${outDir}/email-confirmation-phone-light.png`, fullPage: true });
  await context.close();
}
await browser.close();
await sender.close();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`Screenshots written to ${outDir}/ (e-mail: ${confirmation?.subject ?? 'none'})`);
