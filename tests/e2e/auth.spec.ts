import { expectAccessibleInBothThemes } from './a11y.ts';
import {
  createAdmin,
  createProfessional,
  errorToast,
  expect,
  logIn,
  test,
  uniqueEmail,
} from './fixtures.ts';

test('a new visitor registers and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Entrar' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/register');
  await expect(page.getByText('Criar Conta').first()).toBeVisible();
  await page.getByLabel('Nome completo').fill('Marina Costa');
  await page.getByLabel('Nome do escritório').fill('Costa Advocacia');
  await page.getByLabel('E-mail').fill(uniqueEmail('marina'));
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByLabel('Confirmar senha').fill('segredo123');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
});

test('registration checks the passwords before calling the server', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Marina Costa');
  await page.getByLabel('Nome do escritório').fill('Costa Advocacia');
  await page.getByLabel('E-mail').fill(uniqueEmail('marina'));
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByLabel('Confirmar senha').fill('outra-coisa');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.getByText('As senhas não conferem').first()).toBeVisible();
  await expect(errorToast(page, 'Erro no cadastro')).toContainText('As senhas não conferem');
  await expect(page).toHaveURL(/\/register$/);
  await expectAccessibleInBothThemes(page);
});

test('an admin logs out from the user menu and logs in again', async ({ page, request }) => {
  const admin = await createAdmin(request);
  await logIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await page.getByRole('button', { name: /menu do usuário/i }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await logIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
});

test('a professional logs in and lands on Minha Agenda', async ({ page, request }) => {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin);
  await logIn(page, pro);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Minha Agenda').first()).toBeVisible();
});

test("a wrong password shows 'Erro no login' and stays on the form", async ({ page, request }) => {
  const admin = await createAdmin(request);
  await logIn(page, { ...admin, password: 'senha-errada' });
  await expect(errorToast(page, 'Erro no login')).toContainText('Email ou senha incorretos');
  await expect(page.getByText('Email ou senha incorretos')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessibleInBothThemes(page);
});

test('a protected route shows the login screen to a visitor', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
});

test('an admin route shows the not-found screen to a professional', async ({ page, request }) => {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin);
  await logIn(page, pro);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('an unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Alternar tema' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
});

test('without "Lembrar de mim" the session lives in session storage only', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  await logIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  const stored = await page.evaluate(() => ({
    local: localStorage.getItem('auth_token'),
    session: sessionStorage.getItem('auth_token'),
  }));
  expect(stored.local).toBeNull();
  expect(stored.session).toBeTruthy();
});

test('without "Lembrar de mim" a new tab stays signed in until one tab logs out', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin);
  await logIn(page, pro);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Minha Agenda').first()).toBeVisible();

  // A second tab of the same browser: the browser-session cookie signs it in.
  const secondTab = await page.context().newPage();
  await secondTab.goto('/dashboard');
  await expect(secondTab.getByText('Minha Agenda').first()).toBeVisible();
  await expect(secondTab.getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);

  // Logging out in the second tab signs the first one out on its next navigation.
  await secondTab.getByRole('button', { name: /menu do usuário/i }).click();
  await secondTab.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(secondTab).toHaveURL(/\/$/); // a professional leaves to the landing (SPEC §2)
  await secondTab.goto('/dashboard');
  await expect(secondTab.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page.getByText('Minha Agenda')).toHaveCount(0);
});
