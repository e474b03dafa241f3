// The booking widget on an office's own website (issue 21): a page of another origin with a
// strict CSP of its own loads /embed.js, a client books inside it, and the office's page learns
// of the booking without learning who booked.
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import {
  bookableProfessional,
  bookingSlugOf,
  dayLabel,
  openEveryDay,
  zonedDate,
} from './booking-fixtures.ts';
import {
  createAdmin,
  expect,
  expectNoErrorToast,
  logInAs,
  pickOption,
  test,
  toast,
  uniqueEmail,
} from './fixtures.ts';
import {
  type HostSite,
  hostRecords,
  keepHostScreenshots,
  startHostSite,
  widget,
} from './host-site.ts';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { baseURL } from './playwright.config.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';

let host: HostSite;
test.beforeAll(async () => {
  host = await startHostSite(baseURL);
});
test.afterAll(async () => {
  await host.close();
});

const bookableSlug = async (request: APIRequestContext) =>
  (await bookableProfessional(request)).slug;

/**
 * Whether the iframe on the host page is exactly as tall as the page inside it (its content,
 * not its viewport) and nothing scrolls inside it.
 */
async function fitsItsContent(page: Page) {
  const frameHeight = await page
    .locator('iframe[title="Agendamento online"]')
    .evaluate((frame) => frame.getBoundingClientRect().height);
  const inner = page.frames().find((frame) => frame.url().includes('embed=1'))!;
  const inside = await inner.evaluate(() => ({
    content: document.getElementById('root')!.getBoundingClientRect().height,
    scrollHeight: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
  }));
  return (
    Math.abs(frameHeight - inside.content) <= 1 &&
    Math.abs(frameHeight - inside.viewport) <= 1 &&
    inside.scrollHeight <= inside.viewport
  );
}

async function bookFirstTime(frame: FrameLocator, clientEmail: string) {
  const day = zonedDate(1);
  if (day.slice(0, 7) !== zonedDate(0).slice(0, 7))
    await frame.getByRole('button', { name: 'Próximo mês' }).click();
  await frame.getByRole('button', { name: dayLabel(day), exact: true }).click();
  await frame
    .getByRole('region', { name: 'Escolha o horário' })
    .getByRole('button', { name: /^\d\d:\d\d/ })
    .first()
    .click();
  await frame.getByLabel('Nome').fill('Mariana Alves');
  await frame.getByLabel('E-mail').fill(clientEmail);
  await frame.getByLabel('Telefone').fill('11987654321');
  await frame
    .getByRole('complementary', { name: 'Resumo do agendamento' })
    .getByRole('button', { name: 'Confirmar agendamento' })
    .click();
  await expect(frame.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
}

test('a client books inside the widget on an office site with a strict CSP of its own', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const slug = await bookableSlug(request);
  await host.open(page, `data-agendei="${slug}" data-accent="#0b6e4f"`);
  const frame = widget(page);
  await expect(frame.getByRole('heading', { name: 'Agende com Bruno Lima' })).toBeVisible();
  // The office's colour is the page's primary colour; the page's own chrome is left out.
  const primary = await frame
    .locator('html')
    .evaluate((html) => getComputedStyle(html).getPropertyValue('--primary'));
  expect(primary).toContain('#0b6e4f');
  await expect(frame.locator('html')).toHaveClass(/\blight\b/);
  await expect(frame.getByRole('button', { name: /tema/i })).toHaveCount(0);
  await expect(frame.getByText('Agendamento online por')).toHaveCount(0);
  // The host page's own content stays around the widget, in the order the office wrote it.
  await expect(page.getByText('Rua das Flores, 100, São Paulo.')).toBeVisible();
  await keepHostScreenshots(page, 'embed-widget-host');

  // The iframe is as tall as its page: nothing scrolls inside it.
  const frameHeight = () =>
    page
      .locator('iframe[title="Agendamento online"]')
      .evaluate((frame) => frame.getBoundingClientRect().height);
  await expect.poll(() => fitsItsContent(page)).toBe(true);
  const formHeight = await frameHeight();

  const clientEmail = uniqueEmail('cliente');
  await bookFirstTime(frame, clientEmail);
  await expectNoErrorToast(page);

  // The confirmation has another height: the iframe follows, still without inner scroll.
  await expect.poll(() => fitsItsContent(page)).toBe(true);
  expect(await frameHeight()).not.toBe(formHeight);

  // The office's analytics get the booking, as a DOM event and as the raw message.
  await expect.poll(async () => (await hostRecords(page)).bookedEvents.length).toBe(1);
  const received = await hostRecords(page);
  const [event] = received.bookedEvents;
  expect(event!.target).toBe('SCRIPT');
  expect(event!.detail).toEqual({
    start: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    end: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    service: null,
    professional: 'Bruno Lima',
  });
  expect(received.bookedMessages).toHaveLength(1);
  expect(received.bookedMessages[0]!.origin).toBe(baseURL);
  expect(received.bookedMessages[0]!.data).toEqual({ type: 'agendei:booked', ...event!.detail });
  const everything = JSON.stringify(received);
  for (const personal of ['Mariana', clientEmail, '98765', 'manageToken', 'clientName']) {
    expect(everything, `the host page must not learn ${personal}`).not.toContain(personal);
  }
});

test('a widget with a wrong link says so and offers no way out of the office site', async ({
  page,
}) => {
  await host.open(page, 'data-agendei="link-que-nao-existe"');
  await expect(widget(page).getByText('Usuário não encontrado')).toBeVisible();
  await expect(widget(page).getByText('O link de agendamento não é válido.')).toBeVisible();
  // Agendei's home page has no place inside an office's website.
  await expect(widget(page).getByRole('link')).toHaveCount(0);
  await expectNoErrorToast(page);
});

test.describe('popup mode', () => {
  test('a button opens the booking page in a modal that Esc and Fechar close', async ({
    page,
    request,
  }) => {
    const slug = await bookableSlug(request);
    await host.open(page, `data-agendei="${slug}" data-mode="popup" data-theme="dark"`);
    await expect(page.locator('iframe')).toHaveCount(0);
    const open = page.getByRole('button', { name: 'Agendar horário' });

    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Agendar horário' });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Fechar' });
    await expect(close).toBeFocused();
    const closeBefore = await close.boundingBox();
    await expect(
      widget(page).getByRole('heading', { name: 'Agende com Bruno Lima' }),
    ).toBeVisible();
    // The booking page reports its height; 'Fechar' stays where the pointer is going.
    await expect(page.locator('iframe')).not.toHaveAttribute('style', /height: 70vh/);
    expect(await close.boundingBox()).toEqual(closeBefore);
    await expect(widget(page).locator('html')).toHaveClass(/\bdark\b/);
    await keepHostScreenshots(page, 'embed-widget-popup');
    // Tab stays inside the dialog: past the booking page it comes back to 'Fechar'.
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('iframe[title="Agendamento online"]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    // Esc pressed inside the booking page closes it too, and so does 'Fechar'.
    await open.click();
    await widget(page).getByRole('heading', { name: 'Agende com Bruno Lima' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await expectNoErrorToast(page);
  });
});

test.describe("the admin's booking links screen", () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('an admin copies the widget code and sees the real widget in the preview', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await createAdmin(request, 'Ana Souza');
    await openEveryDay(request, admin.token);
    const slug = await bookingSlugOf(request, admin.token);
    await logInAs(page, admin, /\/admin$/);
    await page.getByRole('link', { name: 'Links de Agendamento' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Links de Agendamento' }),
    ).toBeVisible();

    const card = cardTitled(page, 'Widget para o seu site');
    const code = card.getByLabel('Código do widget');
    await expect(code).toHaveText(
      `<script src="${baseURL}/embed.js" data-agendei="${slug}"></script>`,
    );
    const preview = page
      .frameLocator('iframe[title="Pré-visualização do widget"]')
      .frameLocator('iframe[title="Agendamento online"]');
    await expect(preview.getByRole('heading', { name: 'Agende com Ana Souza' })).toBeVisible();

    await pickOption(card.getByLabel('Link'), 'Link da organização');
    await pickOption(card.getByLabel('Modo'), 'Botão que abre uma janela');
    await pickOption(card.getByLabel('Tema'), 'Escuro');
    await card.getByLabel('Texto do botão').fill('Marque sua consulta');
    const snippet =
      `<script src="${baseURL}/embed.js" data-agendei-shared="${admin.userId}"` +
      ` data-theme="dark" data-mode="popup" data-label="Marque sua consulta"></script>`;
    await expect(code).toHaveText(snippet);
    const host = page.frameLocator('iframe[title="Pré-visualização do widget"]');
    await host.getByRole('button', { name: 'Marque sua consulta' }).click();
    await expect(host.getByRole('dialog', { name: 'Marque sua consulta' })).toBeVisible();
    await expect(
      host
        .frameLocator('iframe[title="Agendamento online"]')
        .getByRole('heading', { name: /Agend/ })
        .first(),
    ).toBeVisible();
    await host.getByRole('button', { name: 'Fechar' }).click();
    await expect(host.getByRole('dialog')).toHaveCount(0);

    await card.getByRole('button', { name: 'Copiar código' }).click();
    const copied = toast(page, 'Código copiado!');
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await expectNoErrorToast(page);
    await copied.getByRole('button', { name: 'Fechar notificação' }).click();
    await expect(copied).toHaveCount(0);
    await expectNoErrorToast(page);

    await pickOption(card.getByLabel('Modo'), 'Na página');
    await pickOption(card.getByLabel('Link'), 'Link pessoal');
    await pickOption(card.getByLabel('Tema'), 'Automático (como o visitante)');
    await card.getByLabel('Cor').fill('#0b6e4f');
    await expect(code).toHaveText(
      `<script src="${baseURL}/embed.js" data-agendei="${slug}" data-accent="#0b6e4f"></script>`,
    );
    await expect(preview.getByRole('heading', { name: 'Agende com Ana Souza' })).toBeVisible();
    await expect(preview.locator('html')).toHaveAttribute('data-embed-accent', '');
    await expectAccessibleInBothThemes(page);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(card).toBeVisible();
      await expectNoSidewaysScroll(page, `Links de Agendamento at ${width} px`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await keepScreenshots(card, 'embed-widget-admin');
  });
});
