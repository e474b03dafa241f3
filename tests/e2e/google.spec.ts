import { expectAccessibleInBothThemes } from './a11y.ts';
import { createAdmin, createProfessional, expect, logInAs, seeToast, test } from './fixtures.ts';

test('a professional connects Google Calendar in a popup, picks a calendar and disconnects', async ({
  page,
  request,
}) => {
  const pro = await createProfessional(request, await createAdmin(request));
  await logInAs(page, pro, /\/dashboard$/);
  await page.goto('/settings');
  const card = page.getByRole('main');

  // The emulator consents at once and sends the popup back to /settings, which closes itself.
  const popupOpened = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Conectar Google Calendar' }).click();
  const popup = await popupOpened;
  await popup.waitForEvent('close');
  await seeToast(page, 'Google Calendar conectado!');
  await expect(card.getByText('bruno.lima@gmail.com')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  const calendarSelect = page.getByRole('combobox', { name: 'Agenda para novos eventos' });
  await expect(calendarSelect).toContainText('Bruno Lima (principal)');
  await expectAccessibleInBothThemes(page);

  await calendarSelect.click();
  await page.getByRole('option', { name: 'Escritório' }).click();
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
