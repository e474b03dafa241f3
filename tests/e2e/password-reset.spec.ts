import type { APIRequestContext } from '@playwright/test';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { waitForEmail } from './mailbox.ts';
import { mailboxURL } from './playwright.config.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';
import {
  createAdmin,
  createProfessional,
  errorToast,
  expect,
  expectNoErrorToast,
  logInAs,
  seeToast,
  test,
  toast,
} from './fixtures.ts';

const NEW_PASSWORD = 'Cafe-com-Leite-42';

/** Whether the API signs the account in with this password (200) or not (401). */
async function loginStatus(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/user/login', { data: { email, password } });
  return response.status();
}

test('a professional who forgot the password gets a link by e-mail and signs in with a new one', async ({
  page,
  request,
}) => {
  const pro = await createProfessional(request, await createAdmin(request));

  await page.goto('/login');
  await keepScreenshots(page.locator('body'), 'password-login-link');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/esqueci-senha$/);
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(page.locator('body'), 'password-forgot');

  await page.getByLabel('E-mail').fill(pro.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
  );
  await expectNoErrorToast(page);
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(page.locator('body'), 'password-forgot-sent');

  // The e-mail arrives through the outbox, as any other.
  const mail = await waitForEmail(request, mailboxURL, pro.email, 'Redefinir sua senha');
  expect(mail.text).toContain('O link vale por 60 minutos e pode ser usado uma única vez.');
  const link = /\/redefinir-senha\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'the reset link in the e-mail').toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(page.locator('body'), 'password-reset');

  // One of the commonest passwords is refused on the field; the link still works after it.
  await page.getByLabel('Nova senha', { exact: true }).fill('senha123');
  await page.getByLabel('Confirmar nova senha').fill('senha123');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.locator('#reset-password-error')).toHaveText(
    'Essa senha é muito comum. Escolha outra.',
  );
  await seeToast(page, 'Não foi possível redefinir a senha');

  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Senha redefinida!')).toBeVisible();
  await expectNoErrorToast(page);
  await seeToast(page, 'Senha redefinida!');

  await logInAs(page, { ...pro, password: NEW_PASSWORD }, /\/dashboard$/);
  await expect(page.getByText('Minha Agenda').first()).toBeVisible();
  expect(await loginStatus(request, pro.email, pro.password)).toBe(401);

  // The link works once: opened again, it says so and offers a new one.
  await page.goto(link!);
  await page.getByLabel('Nova senha', { exact: true }).fill('Outra-Senha-Boa-7');
  await page.getByLabel('Confirmar nova senha').fill('Outra-Senha-Boa-7');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toContainText('Link inválido ou expirado.');
  await expect(page.getByRole('link', { name: 'Pedir novo link' })).toBeVisible();
  await seeToast(page, 'Não foi possível redefinir a senha');
  await keepScreenshots(page.locator('body'), 'password-reset-invalid');
  expect(await loginStatus(request, pro.email, NEW_PASSWORD)).toBe(200);
});

test('an address without an account gets the same answer on the forgot-password page', async ({
  page,
}) => {
  await page.goto('/esqueci-senha');
  await page.getByLabel('E-mail').fill('ninguem-aqui@example.com');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
  );
  await expectNoErrorToast(page);
});

test('a professional changes the password in Configurações; this session stays, the other one ends', async ({
  page,
  request,
}) => {
  const pro = await createProfessional(request, await createAdmin(request));
  const otherDevice = await request.post('/api/auth/user/login', {
    data: { email: pro.email, password: pro.password },
  });
  const otherToken = (await otherDevice.json()).token as string;

  await logInAs(page, pro, /\/dashboard$/);
  await page.getByRole('button', { name: /menu do usuário/i }).click();
  await page.getByRole('menuitem', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const card = cardTitled(page, 'Alterar senha');
  await expect(card).toBeVisible();

  // A wrong current password is refused on its field.
  await card.getByLabel('Senha atual').fill('nao-e-essa');
  await card.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(card.getByText('A senha atual está incorreta.')).toBeVisible();
  await seeToast(page, 'Não foi possível alterar a senha');
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(card, 'password-change-card');

  await card.getByLabel('Senha atual').fill(pro.password);
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(toast(page, 'Senha alterada!')).toBeVisible();
  await expectNoErrorToast(page);
  await seeToast(page, 'Senha alterada!');
  await expect(card.getByLabel('Senha atual')).toHaveValue('');

  // This browser stays signed in; the other session does not, nor does the old password.
  await page.reload();
  await expect(cardTitled(page, 'Alterar senha')).toBeVisible();
  const other = await request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(other.status()).toBe(401);
  expect(await loginStatus(request, pro.email, pro.password)).toBe(401);
  expect(await loginStatus(request, pro.email, NEW_PASSWORD)).toBe(200);
});

test('an admin reaches Configurações from the user menu and goes back to the admin dashboard', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  await logInAs(page, admin, /\/admin$/);
  await page.getByRole('button', { name: /menu do usuário/i }).click();
  await page.getByRole('menuitem', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(cardTitled(page, 'Alterar senha')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('registration shows a too common password under the field', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Marina Costa');
  await page.getByLabel('Nome do escritório').fill('Costa Advocacia');
  await page.getByLabel('E-mail').fill(`marina-${Date.now()}@example.com`);
  await page.getByLabel('Senha', { exact: true }).fill('123456');
  await page.getByLabel('Confirmar senha').fill('123456');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.locator('#register-password-error')).toHaveText(
    'Essa senha é muito comum. Escolha outra.',
  );
  await expect(errorToast(page, 'Erro no cadastro')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
