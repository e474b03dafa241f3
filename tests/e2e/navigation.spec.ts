// Every screen of each role is reached from the menus alone (no typed address after the login),
// and no signed-in screen is wider than a phone (issue 19, "First-day quality").
import type { Page } from '@playwright/test';
import { expectAccessible, expectAccessibleInBothThemes } from './a11y.ts';
import { addProduct, professionalToken } from './booking-fixtures.ts';
import {
  type Account,
  createAdmin,
  createProfessional,
  expect,
  logIn,
  seeToast,
  test,
  toast,
} from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { keepScreenshots } from './screenshots.ts';

const viewports = [
  ['a computer', { width: 1280, height: 800 }],
  ['a 390 px phone', { width: 390, height: 844 }],
  ['a 360 px phone', { width: 360, height: 740 }],
] as const;

const isPhone = (page: Page) => page.viewportSize()!.width < 768;

/** The sidebar on a computer; on a phone the drawer behind the header's menu button. */
async function sidebar(page: Page) {
  if (isPhone(page)) {
    // No permanent icon rail on phones: the sidebar only exists inside the drawer.
    await expect(page.locator('aside')).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    return page.getByRole('dialog').getByRole('navigation', { name: 'Menu lateral' });
  }
  return page.getByRole('navigation', { name: 'Menu lateral' });
}

/** An entry's name starts with its label (a badge such as 'Todos' may follow it). */
const entryName = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Opens a screen from the sidebar and checks its heading, its width and any cut date. */
async function openFromSidebar(page: Page, entry: string, heading: string) {
  const nav = await sidebar(page);
  await nav.getByRole('link', { name: entryName(entry) }).click();
  await expectScreen(page, heading);
}

async function signOutFromSidebar(page: Page, leadsTo: RegExp) {
  const nav = await sidebar(page);
  await nav.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(leadsTo);
}

async function openFromUserMenu(page: Page, account: Account, entry: string, heading: string) {
  await page.getByRole('button', { name: `Menu do usuário ${account.name}` }).click();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
  await expectScreen(page, heading);
}

async function expectScreen(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSidewaysScroll(page, heading);
  // A calendar's date label wraps instead of ending in '…'.
  for (const title of await page.locator('[data-calendar-title]').all()) {
    const cut = await title.evaluate((node) => node.scrollWidth > node.clientWidth);
    expect(cut, `${heading}: the calendar date is cut`).toBe(false);
  }
}

/** The welcome toast sits at the bottom (right on a computer), clear of headings; then it goes. */
async function welcomeToastAtTheBottom(page: Page) {
  const welcome = toast(page, 'Login realizado com sucesso!');
  const box = (await welcome.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box.y, 'the toast is in the bottom half').toBeGreaterThan(screen.height / 2);
  if (!isPhone(page)) expect(box.x, 'the toast is at the right').toBeGreaterThan(screen.width / 2);
  await seeToast(page, 'Login realizado com sucesso!');
}

/** Records the answers of /api/google/status: every signed-in screen asks; none may fail. */
function watchGoogleStatus(page: Page) {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/google/status')) statuses.push(response.status());
  });
  return statuses;
}

const personalScreens = [
  ['Minha Agenda', 'Minha Agenda'],
  ['Disponibilidade', 'Disponibilidade'],
  ['Produtos & Serviços', 'Produtos & Serviços'],
  ['Links de Agendamento', 'Links de Agendamento'],
  ['Formulário de Agendamento', 'Formulário de Agendamento'],
  ['Notificações', 'Notificações'],
  ['Configurações', 'Configurações'],
] as const;

for (const [device, viewport] of viewports) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('an admin reaches every screen of hers, and her professional’s hours and products, from the menus', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const admin = await createAdmin(request);
      const pro = await createProfessional(request, admin);
      await addProduct(request, await professionalToken(request, pro), {
        name: 'Consulta jurídica',
        duration: 60,
        price: 250,
      });
      const googleStatuses = watchGoogleStatus(page);
      await logIn(page, admin);
      await expect(page).toHaveURL(/\/admin$/);
      await welcomeToastAtTheBottom(page);
      await expectScreen(page, 'Dashboard');

      await openFromSidebar(page, 'Agenda Compartilhada', 'Agenda Compartilhada');
      await openFromSidebar(page, pro.name, 'Agenda Individual');
      await openFromSidebar(page, 'Integrações IA', 'Integrações IA');
      for (const [entry, heading] of personalScreens) await openFromSidebar(page, entry, heading);
      await openFromSidebar(page, 'Dashboard', 'Dashboard');

      await openFromUserMenu(page, admin, 'Minha Agenda', 'Minha Agenda');
      await openFromUserMenu(page, admin, 'Configurações', 'Configurações');
      await openFromUserMenu(page, admin, 'Dashboard', 'Dashboard');

      // The professionals list opens a professional's hours and products.
      await page.getByRole('button', { name: `Gerenciar ${pro.name}` }).click();
      await page.getByRole('menuitem', { name: 'Horários' }).click();
      await expectScreen(page, `Disponibilidade de ${pro.name}`);
      await page.getByRole('link', { name: 'Voltar' }).click();
      await page.getByRole('button', { name: `Gerenciar ${pro.name}` }).click();
      await page.getByRole('menuitem', { name: 'Produtos & Serviços' }).click();
      await expectScreen(page, `Produtos & Serviços de ${pro.name}`);
      await expect(page.getByText('Consulta jurídica')).toBeVisible();

      expect(googleStatuses.length).toBeGreaterThan(0);
      expect(googleStatuses.every((status) => status === 200)).toBe(true);
      await signOutFromSidebar(page, /\/login$/);
    });

    test('a professional reaches every screen of theirs from the menus', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const admin = await createAdmin(request);
      const pro = await createProfessional(request, admin);
      await logIn(page, pro);
      await expect(page).toHaveURL(/\/dashboard$/);
      await welcomeToastAtTheBottom(page);
      await expectScreen(page, 'Minha Agenda');

      for (const [entry, heading] of personalScreens) await openFromSidebar(page, entry, heading);
      // Admin screens are not offered to a professional.
      const nav = await sidebar(page);
      await expect(nav.getByRole('link', { name: 'Integrações IA' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await openFromUserMenu(page, pro, 'Configurações', 'Configurações');
      await openFromUserMenu(page, pro, 'Minha Agenda', 'Minha Agenda');
      await signOutFromSidebar(page, /\/$/);
    });
  });
}

test.describe('the signed-in frame', () => {
  test('reads well in both themes: dashboard, a secondary screen, the phone menu', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await createAdmin(request);
    const pro = await createProfessional(request, admin);
    await logIn(page, admin);
    await seeToast(page, 'Login realizado com sucesso!');
    await expectScreen(page, 'Dashboard');
    await expectAccessibleInBothThemes(page);
    await keepScreenshots(page.locator('body'), 'nav-admin-dashboard');

    await page.getByRole('button', { name: `Gerenciar ${pro.name}` }).click();
    await page.getByRole('menuitem', { name: 'Produtos & Serviços' }).click();
    await expectScreen(page, `Produtos & Serviços de ${pro.name}`);
    await expectAccessibleInBothThemes(page);
    await keepScreenshots(page.locator('body'), 'nav-professional-products');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The header's theme button sits behind the open drawer: switch the theme class directly.
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      // axe reads colours as they are: let the drawer, the backdrop and the theme's colours settle.
      await page.evaluate(() =>
        Promise.all(
          document.getAnimations().map((animation) => animation.finished.catch(() => {})),
        ),
      );
      await expectAccessible(page, `menu do celular (${dark ? 'escuro' : 'claro'})`);
    }
    if (process.env.E2E_SCREENSHOTS) {
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate(
          (dark) => document.documentElement.classList.toggle('dark', dark),
          theme === 'dark',
        );
        await page.screenshot({
          path: `docs/screenshots/nav-drawer-phone-${theme}.png`,
          animations: 'disabled',
        });
      }
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
