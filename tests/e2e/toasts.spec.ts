// Notifications (toasts): they close by themselves after 5 s, stay while someone reads them
// (pointer or focus on them), and close at once with Esc or 'Fechar notificação'; F8 reaches them.
import { expectDialogAccessibleInBothThemes } from './a11y.ts';
import { errorToast, expect, test } from './fixtures.ts';

async function failLogIn(page: import('@playwright/test').Page) {
  await page.getByLabel('E-mail').fill('ninguem@exemplo.com.br');
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const shown = errorToast(page, 'Email ou senha incorretos');
  await expect(shown).toBeVisible();
  return shown;
}

test('a toast waits while it is read, then closes by itself; Esc and F8 work', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  const first = await failLogIn(page);
  // Read with the pointer on it: still there well past its 5 s.
  await first.hover();
  // Over the page, in either theme, it passes axe (the pointer on it keeps it open meanwhile).
  await expectDialogAccessibleInBothThemes(page);
  await page.waitForTimeout(6_000);
  await expect(first).toBeVisible();
  // Once the pointer leaves, it goes by itself.
  await page.mouse.move(0, 0);
  await expect(first).toBeHidden({ timeout: 8_000 });

  const second = await failLogIn(page);
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /Notificações/ }).getByRole('list')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(second.getByRole('button', { name: 'Fechar notificação' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(second).toBeHidden();
});
