import {
  type APIRequestContext,
  type FrameLocator,
  type Locator,
  type Page,
  test as base,
  expect,
} from '@playwright/test';
import { JourneyGuard } from './guards';

let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`;

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
  userId: string;
}

/**
 * Registers a new organization through the real API and returns its admin. Without an office
 * name the office takes the admin's name, as the API allows.
 */
export async function createAdmin(
  request: APIRequestContext,
  name = 'Ana Souza',
  organizationName?: string,
): Promise<Account> {
  const body = {
    name,
    ...(organizationName ? { organizationName } : {}),
    email: uniqueEmail('admin'),
    password: 'segredo123',
  };
  const response = await request.post('/api/auth/admin/register', { data: body });
  expect(response.status()).toBe(201);
  const json = await response.json();
  return { ...body, token: json.token, userId: json.user.id };
}

/** Adds a professional to the admin's organization through the admin API. */
export async function createProfessional(
  request: APIRequestContext,
  admin: Account,
  name = 'Bruno Lima',
): Promise<Account> {
  const body = { name, email: uniqueEmail('pro'), password: 'segredo123', title: 'Advogado' };
  const response = await request.post('/api/admin/users', {
    data: body,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.status()).toBe(201);
  const json = await response.json();
  return { ...body, token: '', userId: json.id };
}

/** Logs in through the login form, as a person does (without 'Lembrar de mim'). */
export async function logIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * The toast holding a text (toasts are the items of the 'Notificações' region), on a page or in
 * a frame (the booking widget on an office's website).
 */
export const toast = (page: Page | FrameLocator, text: string) =>
  page
    .getByRole('region', { name: /Notificações/ })
    .getByRole('listitem')
    .filter({ hasText: text });

/**
 * A red toast the journey means to provoke (a refused form, a taken slot): the journey guard lets
 * it pass. Any other red toast fails the journey.
 */
export function errorToast(page: Page | FrameLocator, text: string) {
  currentGuard?.expectErrorToast(text);
  return toast(page, text).and(page.locator('[data-variant="destructive"]'));
}

/** Sees a toast, then closes it as a person would, so it stops covering the buttons under it. */
export async function seeToast(page: Page, text: string) {
  currentGuard?.expectErrorToast(text);
  await expect(toast(page, text)).toBeVisible();
  await toast(page, text).getByRole('button', { name: 'Fechar notificação' }).click();
  await expect(toast(page, text)).toBeHidden();
}

/** Fails if any error toast (the red, destructive ones) is on screen: none may sit over a success. */
export async function expectNoErrorToast(page: Page) {
  const toasts = page.getByRole('region', { name: /Notificações/ }).getByRole('listitem');
  // Looked at once: a retrying toHaveCount(0) would pass as soon as a false error timed out.
  const errors = await toasts.and(page.locator('[data-variant="destructive"]')).allTextContents();
  expect(errors, 'error toast on screen').toEqual([]);
}

/** Logs in, waits for the home screen (`/admin` or `/dashboard`) and closes the welcome toast. */
export async function logInAs(page: Page, account: Account, home: RegExp) {
  await logIn(page, account);
  await expect(page).toHaveURL(home);
  await seeToast(page, 'Login realizado com sucesso!');
}

/**
 * Opens a select and picks an option, until the list has closed on it: on a loaded machine a
 * click landing while the list still opens or scrolls is dropped, so it is tried again.
 */
export async function pickOption(trigger: Locator, option: string | RegExp) {
  const page = trigger.page();
  const list = page.getByRole('listbox');
  await expect(async () => {
    if ((await list.count()) === 0) await trigger.click();
    const name = typeof option === 'string' ? { name: option, exact: true } : { name: option };
    await page.getByRole('option', name).click({ timeout: 2_000 });
    await expect(list).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

let currentGuard: JourneyGuard | undefined;

/**
 * Every journey runs under a guard (see guards.ts): it fails on a red toast it did not look for, a
 * console error, an uncaught page error or a 5xx, in any page it opened.
 */
export const test = base.extend<{ guard: JourneyGuard }>({
  guard: [
    async ({ context, browser }, use) => {
      const guard = new JourneyGuard();
      currentGuard = guard;
      await guard.watchContext(context);
      const unwatch = guard.watchBrowser(browser);
      try {
        await use(guard);
      } finally {
        unwatch();
        currentGuard = undefined;
      }
      expect(guard.report(), 'what no journey may meet').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
