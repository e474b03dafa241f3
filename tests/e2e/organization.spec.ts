import { expectAccessibleInBothThemes } from './a11y.ts';
import { createAdmin, expect, logInAs, test } from './fixtures.ts';

test('an admin names the office and the shared booking page shows it', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
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
});
