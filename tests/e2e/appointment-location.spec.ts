import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expectAccessibleInBothThemes } from './a11y.ts';
import {
  bookingSlugOf,
  openEveryDay,
  pickDay,
  professionalToken,
  timeButtons,
  zonedDate,
} from './booking-fixtures.ts';
import {
  createAdmin,
  createProfessional,
  expect,
  expectNoErrorToast,
  logInAs,
  seeToast,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { keepScreenshots } from './screenshots.ts';

/** Screenshots at a desktop width and at the phone's (keepScreenshots keeps the starting size as 'desktop'). */
async function shoot(part: Locator, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const page = part.page();
  const phone = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshots(part, name);
  await page.setViewportSize(phone);
}

const ADDRESS = 'Av. Paulista, 1000, sala 12 - São Paulo';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a service held in person shows its address from booking to the calendar, without a Meet promise', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await createAdmin(request);
    const pro = await createProfessional(request, admin);
    const token = await professionalToken(request, pro);
    await openEveryDay(request, token);

    // The professional sets the service to 'Presencial' with the office's address.
    await logInAs(page, pro, /\/dashboard$/);
    await page.goto('/products');
    await page.getByRole('button', { name: 'Novo Produto' }).click();
    const form = page.getByRole('dialog', { name: 'Novo Produto' });
    await form.getByLabel('Nome').fill('Consulta presencial');
    const where = form.getByRole('group', { name: 'Onde acontece' });
    await where.getByText('Presencial').click();
    await form.getByRole('button', { name: 'Criar Produto' }).click();
    await expect(form.getByText('Informe o endereço do atendimento presencial.')).toBeVisible();
    await form.getByLabel('Endereço do atendimento').fill(ADDRESS);
    await shoot(form, 'product-location-form');
    await form.getByRole('button', { name: 'Criar Produto' }).click();
    await seeToast(page, 'Produto criado');
    const card = page.getByRole('article', { name: 'Consulta presencial' });
    await expect(card).toContainText(`Presencial: ${ADDRESS}`);
    await shoot(card, 'product-location-card');
    await expectAccessibleInBothThemes(page);

    // A client books it on a phone.
    const slug = await bookingSlugOf(request, token);
    const client = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      acceptDownloads: true,
    });
    const phone = await client.newPage();
    await phone.goto(`/book/personal/${slug}`);
    await phone.getByLabel('Produto/Serviço').selectOption({ index: 1 });
    const day = zonedDate(2);
    await pickDay(phone, day);
    await timeButtons(phone).first().click();
    await phone.getByLabel('Nome').fill('Mariana Alves');
    await phone.getByLabel('E-mail').fill(uniqueEmail('cliente'));
    const summary = phone.getByRole('complementary', { name: 'Resumo do agendamento' });
    await expect(summary).toContainText(`Presencial: ${ADDRESS}`);
    await expect(summary).not.toContainText(/Google Meet|link/i);
    await summary.getByRole('button', { name: 'Confirmar agendamento' }).click();

    await expect(phone.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
    await expectNoErrorToast(phone);
    const confirmation = phone.locator('[data-slot="card"]').first();
    await expect(confirmation).toContainText(`Presencial: ${ADDRESS}`);
    await expect(confirmation).not.toContainText(/Google Meet|link da reunião/i);

    // 'Adicionar à agenda': Google, Outlook.com, Office 365 and the .ics file.
    await phone.getByRole('button', { name: 'Adicionar à agenda' }).click();
    const agendas = phone.getByRole('list', { name: 'Agendas' });
    await shoot(confirmation, 'booking-confirmation-location');
    await expectAccessibleInBothThemes(phone);
    const google = new URL(
      (await agendas.getByRole('link', { name: 'Google Agenda' }).getAttribute('href'))!,
    );
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toContain('Consulta presencial com Bruno Lima');
    expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    expect(google.searchParams.get('location')).toBe(ADDRESS);
    for (const [name, host] of [
      ['Outlook.com', 'outlook.live.com'],
      ['Office 365', 'outlook.office.com'],
    ] as const) {
      const outlook = new URL((await agendas.getByRole('link', { name }).getAttribute('href'))!);
      expect(outlook.host).toBe(host);
      expect(outlook.pathname).toBe('/calendar/0/deeplink/compose');
      expect(outlook.searchParams.get('subject')).toContain('Consulta presencial com Bruno Lima');
      expect(outlook.searchParams.get('startdt')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(outlook.searchParams.get('location')).toBe(ADDRESS);
    }
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      agendas.getByRole('link', { name: 'Baixar arquivo .ics' }).click(),
    ]);
    const ics = readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('LOCATION:Av. Paulista\\, 1000\\, sala 12 - São Paulo');
    expect(ics).toContain('SUMMARY:Consulta presencial com Bruno Lima');

    // The manage page says the same, and the client cancels from it.
    const manageHref = new URL(google.searchParams.get('details')!.match(/https?:\/\/\S+/)![0]);
    await phone.goto(manageHref.pathname);
    await expect(phone.getByRole('heading', { name: 'Seu agendamento' })).toBeVisible();
    await expect(phone.getByText(`Presencial: ${ADDRESS}`)).toBeVisible();
    await expect(phone.getByText(/Google Meet/)).toHaveCount(0);
    await phone.getByRole('button', { name: 'Adicionar à agenda' }).click();
    await expect(phone.getByRole('link', { name: 'Baixar arquivo .ics' })).toHaveAttribute(
      'href',
      `/api/booking/manage/${manageHref.pathname.split('/').pop()}/calendar.ics`,
    );
    await shoot(phone.locator('[data-slot="card"]').first(), 'manage-booking-location');
    await expectAccessibleInBothThemes(phone);
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await phone.getByRole('button', { name: 'Cancelar agendamento' }).click();
    const dialog = phone.getByRole('alertdialog', { name: 'Cancelar este agendamento?' });
    await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(phone.getByRole('heading', { name: 'Agendamento cancelado' })).toBeVisible();
    await expectNoErrorToast(phone);
    await client.close();
  });
});
