import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { book, entry, freshContext, todayAt } from './agenda-fixtures.ts';
import {
  createAdmin,
  createProfessional,
  expect,
  logInAs,
  pickOption,
  seeToast,
  test,
} from './fixtures.ts';

// One emulated Google account serves the whole run: these journeys connect and revoke in turn.
test.describe.configure({ mode: 'serial' });

/** The emulator's own controls (as the person would act in Google), beside the app. */
const googleControl = (path: string) =>
  `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5180) + 2}/__emulator/${path}`;

/** With E2E_SCREENSHOTS set, keeps what the journey shows in docs/screenshots/ (light and dark). */
async function keepScreenshots(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    await page.screenshot({ path: `docs/screenshots/${name}-${theme}.png` });
  }
}

/** Connects the signed-in user's Google Calendar through the consent popup on /settings. */
async function connectInPopup(page: Page) {
  await page.goto('/settings');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('main').getByRole('button', { name: 'Conectar Google Calendar' }).click();
  await (await popupOpened).waitForEvent('close');
  await seeToast(page, 'Google Calendar conectado!');
}

test('a professional connects Google Calendar in a popup, picks a calendar and disconnects', async ({
  page,
  request,
}) => {
  const pro = await createProfessional(request, await createAdmin(request));
  await logInAs(page, pro, /\/dashboard$/);
  // The emulator consents at once and sends the popup back to /settings, which closes itself.
  await connectInPopup(page);
  const card = page.getByRole('main');
  await expect(card.getByText('bruno.lima@gmail.com')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  const calendarSelect = page.getByRole('combobox', { name: 'Agenda para novos eventos' });
  await expect(calendarSelect).toContainText('Bruno Lima (principal)');
  await expectAccessibleInBothThemes(page);

  await pickOption(calendarSelect, 'Escritório');
  await seeToast(page, 'Agenda atualizada');
  await expect(calendarSelect).toContainText('Escritório');

  await card.getByRole('button', { name: 'Testar conexão' }).click();
  await seeToast(page, 'Conexão funcionando');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Agenda para novos eventos' })).toContainText(
    'Escritório',
  );
  await card.getByRole('button', { name: 'Desconectar' }).click();
  await seeToast(page, 'Google Calendar desconectado');
  await expect(card.getByRole('button', { name: 'Conectar Google Calendar' })).toBeEnabled();
  await expect(card.getByText('bruno.lima@gmail.com')).toBeHidden();
});

test('a refused consent shows the error on the settings page', async ({ page, request }) => {
  const pro = await createProfessional(request, await createAdmin(request));
  await logInAs(page, pro, /\/dashboard$/);
  // As when the popup was blocked and Google sent the whole page back with an error.
  await page.goto('/api/google/callback?error=access_denied');
  await expect(page).toHaveURL(/\/settings$/);
  await seeToast(page, 'Erro na conexão');
  await expect(page.getByRole('button', { name: 'Conectar Google Calendar' })).toBeEnabled();
});

test('the agenda marks a clash with Google, and a revoked grant asks to reconnect', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two people, two consents and four accessibility passes.
  test.setTimeout(120_000);
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin, 'Bruno Lima');
  await logInAs(page, pro, /\/dashboard$/);
  await connectInPopup(page);
  await book(request, admin.token, {
    clientName: 'Cliente Em Conflito',
    startTime: todayAt(9),
    userId: pro.userId,
  });
  // Bruno has a hearing in his own Google Calendar at 09:30.
  const hearing = await request.post(googleControl('events'), {
    data: {
      id: `audiencia${Date.now()}`,
      calendarId: 'bruno.lima@gmail.com',
      summary: 'Audiência no fórum',
      start: { dateTime: todayAt(9.5) },
      end: { dateTime: todayAt(10.5) },
    },
  });
  expect(hearing.status()).toBe(200);

  const office = await freshContext(browser, baseURL);
  const adminPage = await office.newPage();
  await logInAs(adminPage, admin, /\/admin$/);
  const marked = entry(
    adminPage,
    '09:00 – 10:00, Cliente Em Conflito, Bruno Lima, Conflito com o Google Calendar',
  );
  await expect(marked).toBeVisible();
  await expectAccessibleInBothThemes(adminPage);
  await marked.click();
  await keepScreenshots(adminPage, 'google-conflict-details-desktop');
  const details = adminPage.getByRole('dialog', { name: 'Cliente Em Conflito' });
  await expect(details.getByText('Conflito com o Google Calendar.')).toBeVisible();
  await expect(
    details.getByText('Este horário coincide com um compromisso ocupado no Google Calendar'),
  ).toBeVisible();
  await office.close();

  // Bruno removes Agendei's access in his Google account; the next call to Google finds out.
  expect((await request.post(googleControl('revoke-all-grants'))).status()).toBe(200);
  await page.getByRole('main').getByRole('button', { name: 'Testar conexão' }).click();
  await seeToast(page, 'Falha na conexão');
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Reconectar Google Calendar' }),
  ).toBeVisible();
  await page.goto('/dashboard');
  const banner = page.getByRole('alert').filter({ hasText: 'Reconecte o Google Calendar' });
  await expect(banner).toBeVisible();
  await expectAccessibleInBothThemes(page);
  if (process.env.E2E_SCREENSHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(banner).toBeVisible();
    await keepScreenshots(page, 'google-reconnect-banner-phone');
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await banner.getByRole('link', { name: 'Reconecte o Google Calendar' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('main').getByRole('button', { name: 'Reconectar Google Calendar' }).click();
  await (await popupOpened).waitForEvent('close');
  await seeToast(page, 'Google Calendar conectado!');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /agenda/i }).first()).toBeVisible();
  await expect(banner).toBeHidden();
});
