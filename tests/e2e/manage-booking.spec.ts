import type { APIRequestContext, Page } from '@playwright/test';
import { zonedInstant } from '@core/scheduling/local-date.ts';
import { minutesOfDay } from '@core/time-of-day.ts';
import { expectAccessibleInBothThemes } from './a11y.ts';
import {
  ZONE,
  bookingSlugOf,
  dayLabel,
  openEveryDay,
  pickDay,
  professionalToken,
  zonedDate,
} from './booking-fixtures.ts';
import {
  createAdmin,
  createProfessional,
  expect,
  logInAs,
  pickOption,
  test,
  toast,
  uniqueEmail,
} from './fixtures.ts';
import { waitForEmail } from './mailbox.ts';
import { mailboxURL } from './playwright.config.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';

const at = (date: string, time: string) =>
  new Date(zonedInstant(date, minutesOfDay(time), ZONE)!).toISOString();

/** A client books a professional through the public API; the private link reaches them by e-mail. */
async function bookedClient(request: APIRequestContext, date: string) {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin);
  const token = await professionalToken(request, pro);
  await openEveryDay(request, token);
  const clientEmail = uniqueEmail('cliente');
  const response = await request.post('/api/appointments/public', {
    data: {
      professionalId: pro.userId,
      clientName: 'Mariana Alves',
      clientEmail,
      clientPhone: null,
      notes: null,
      productId: null,
      startTime: at(date, '10:00'),
    },
  });
  expect(response.status()).toBe(201);
  return { admin, pro, token, clientEmail, slug: await bookingSlugOf(request, token) };
}

/** Leaves only 14:00 open on the day (no buffer around it): the booking there fills the day. */
async function onlyTwoPmOpen(request: APIRequestContext, token: string, day: string) {
  const headers = { authorization: `Bearer ${token}` };
  const profile = await request.patch('/api/user/profile', { headers, data: { bufferTime: 0 } });
  expect(profile.ok()).toBe(true);
  for (const [from, to] of [
    ['00:00', '14:00'],
    ['15:00', '23:59'],
  ] as const) {
    const block = await request.post('/api/blocks', {
      headers,
      data: { title: 'Audiência', startTime: at(day, from), endTime: at(day, to) },
    });
    expect(block.status(), await block.text()).toBe(201);
  }
}

/** A client on the public page chooses the full day and asks to be told when a time opens. */
async function joinWaitlist(page: Page, slug: string, day: string, email: string) {
  await page.goto(`/book/personal/${slug}`);
  if (day.slice(0, 7) !== zonedDate(0).slice(0, 7)) {
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  }
  const fullDay = page.getByRole('button', { name: `${dayLabel(day)}, lotado: lista de espera` });
  await expect(async () => {
    await fullDay.click();
    await expect(fullDay).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('Nenhum horário livre neste dia.')).toBeVisible();
  const form = page.getByRole('region', { name: 'Avise-me se abrir um horário' });
  await form.getByLabel('Nome').click();
  await page.keyboard.type('Rafael Souza');
  await form.getByLabel('E-mail').click();
  await page.keyboard.type(email);
  await form.getByLabel('Telefone (opcional)').click();
  await page.keyboard.type('11987654321');
  await expect(form.getByLabel('Telefone (opcional)')).toHaveValue('+55(11) 98765-4321');
  await keepScreenshots(form, 'waitlist-form');
  await expectAccessibleInBothThemes(page);
  await form.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(
    page.getByText('Pronto! Avisaremos por e-mail se um horário abrir neste dia.'),
  ).toBeVisible();
}

/**
 * The professional sends the client's 24 h reminder now, the one asking to confirm (decision
 * 087), as their Notificações screen's 'Processar' does; it would otherwise go out a day ahead.
 */
async function sendConfirmationReminderNow(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const scheduled = await request.get('/api/webhook-logs/scheduled', { headers });
  const rows = (await scheduled.json()) as Array<{
    id: string;
    channel: string;
    subscriber: string;
    payload: { askConfirmation?: true };
  }>;
  const asking = rows.find(
    (row) => row.channel === 'email' && row.subscriber === 'client' && row.payload.askConfirmation,
  );
  expect(asking, 'a planned reminder asking the client to confirm').toBeTruthy();
  const sent = await request.post(`/api/webhook-logs/${asking!.id}/process`, { headers });
  expect(sent.ok(), await sent.text()).toBe(true);
}

/** A screen of the signed-in app, through the phone's menu. */
async function openFromPhoneMenu(page: Page, screen: string) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page
    .getByRole('dialog')
    .getByRole('navigation', { name: 'Menu lateral' })
    .getByRole('link', { name: screen })
    .click();
}

async function appointmentsOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/appointments', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Array<{ startTime: string }>;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a client opens the link from the e-mail, reschedules and then cancels', async ({
    browser,
    page,
    request,
  }) => {
    const day = zonedDate(2);
    const { admin, pro, token, clientEmail, slug } = await bookedClient(request, day);
    const confirmation = await waitForEmail(
      request,
      mailboxURL,
      clientEmail,
      'Agendamento confirmado',
    );
    const link = /\/agendamento\/[0-9a-f]{64}/.exec(confirmation.text)?.[0];
    expect(link, 'the private link in the confirmation e-mail').toBeTruthy();

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Seu agendamento' })).toBeVisible();
    await expect(page.getByText('Olá, Mariana!')).toBeVisible();
    await expect(page.getByText('10:00 às 11:00')).toBeVisible();
    await expect(page.getByText('Bruno Lima').first()).toBeVisible();
    const askingCard = page.getByRole('region', { name: 'Confirmar presença' });
    await expect(askingCard.getByRole('button', { name: 'Confirmar presença' })).toBeVisible();
    await keepScreenshots(askingCard, 'manage-confirm-card');
    await expectAccessibleInBothThemes(page);

    // The reminder asks the client to confirm: its link confirms in one tap (decision 087).
    await sendConfirmationReminderNow(request, token);
    const reminder = await waitForEmail(request, mailboxURL, clientEmail, 'Confirme sua presença');
    const confirmLink = /\/agendamento\/[0-9a-f]{64}\/confirmar/.exec(reminder.text)?.[0];
    expect(confirmLink, "the 'Confirmar presença' link in the reminder").toBeTruthy();
    await page.goto(confirmLink!);
    await expect(page.getByRole('heading', { name: 'Presença confirmada' })).toBeVisible();
    const [year, month, date] = day.split('-');
    await expect(page.getByText(`${date}/${month}/${year} às 10:00`)).toBeVisible();
    // Kept at a desktop's width and at the phone's (keepScreenshots takes both).
    await page.setViewportSize({ width: 1280, height: 800 });
    await keepScreenshots(page.locator('main'), 'confirm-presence');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessibleInBothThemes(page);
    await page.getByRole('link', { name: 'Ver meu agendamento' }).click();
    await expect(page.getByRole('heading', { name: 'Seu agendamento' })).toBeVisible();
    await expect(page.getByText('Presença confirmada')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmar presença' })).toHaveCount(0);

    // Reschedule: same day, in the afternoon.
    await page.getByRole('button', { name: 'Escolher outro horário' }).click();
    const reschedule = page.getByRole('region', { name: 'Remarcar' });
    await pickDay(page, day);
    await reschedule
      .getByRole('group', { name: 'Tarde' })
      .getByRole('button', { name: '14:00', exact: true })
      .click();
    const weekday = dayLabel(day).split(',')[0];
    await expect(reschedule).toContainText(
      `Novo horário: ${weekday}, ${date}/${month}/${year} às 14:00`,
    );
    await expectAccessibleInBothThemes(page);
    await reschedule.getByRole('button', { name: 'Confirmar novo horário' }).click();
    const rescheduledToast = toast(page, 'Agendamento remarcado!');
    await expect(rescheduledToast).toBeVisible();
    // The client leaves for their e-mail app: the toast's timer pauses while the page is away.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await expect(page.getByText('14:00 às 15:00')).toBeVisible();
    expect((await appointmentsOf(request, token)).map((a) => a.startTime)).toEqual([
      at(day, '14:00'),
    ]);
    await waitForEmail(request, mailboxURL, clientEmail, 'Agendamento alterado');

    // The rest of the day is blocked: another client joins the full day's waitlist (issue 36).
    await onlyTwoPmOpen(request, token, day);
    const waitingEmail = uniqueEmail('espera');
    await joinWaitlist(page, slug, day, waitingEmail);
    // Meanwhile the office starts asking a question and has its own privacy notice (decision 084).
    const asAdmin = { authorization: `Bearer ${admin.token}` };
    const notice = await request.patch('/api/admin/organization', {
      headers: asAdmin,
      data: { name: 'Souza Advogados', privacyNotice: 'Tratamos seus dados para agendar.' },
    });
    expect(notice.status()).toBe(200);
    const question = await request.post('/api/admin/intake-questions', {
      headers: asAdmin,
      data: { label: 'CPF ou CNPJ', type: 'cpf_cnpj', required: true },
    });
    expect(question.status()).toBe(201);
    await page.goto(link!);

    // Cancel, after saying yes once more (the button clear of the toast at the bottom).
    const cancelButton = page.getByRole('button', { name: 'Cancelar agendamento' });
    await cancelButton.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await cancelButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar este agendamento?' });
    await expect(dialog).toContainText('14:00 com Bruno Lima');
    await dialog.getByRole('button', { name: 'Manter agendamento' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Cancelar agendamento' }).click();
    await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(page.getByRole('heading', { name: 'Agendamento cancelado' })).toBeVisible();
    // The earlier step's success does not stay over the cancelled page.
    await expect(toast(page, 'Agendamento remarcado!')).toHaveCount(0);
    await expectAccessibleInBothThemes(page);
    expect(await appointmentsOf(request, token)).toEqual([]);
    await waitForEmail(request, mailboxURL, clientEmail, 'Agendamento cancelado');
    await expect(page.getByRole('link', { name: 'Agendar novo horário' })).toHaveAttribute(
      'href',
      `/book/personal/${slug}`,
    );

    // Reopened in the browser that cancelled it, the link says it was cancelled, and when.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Agendamento cancelado' })).toBeVisible();
    await expect(page.getByText(`${date}/${month}/${year}`)).toBeVisible();
    await expect(page.getByText(/14:00 com Bruno Lima foi cancelado/)).toBeVisible();
    await expect(page.getByText('Agendamento não encontrado')).toHaveCount(0);
    await expect(toast(page, 'Agendamento remarcado!')).toHaveCount(0);

    // Any other browser (the client's phone, the link from the e-mail) says the same.
    const elsewhere = await browser.newPage();
    await elsewhere.goto(page.url());
    await expect(elsewhere.getByRole('heading', { name: 'Agendamento cancelado' })).toBeVisible();
    await expect(elsewhere.getByText(/14:00 com Bruno Lima foi cancelado/)).toBeVisible();
    await expect(elsewhere.getByText('Agendamento não encontrado')).toHaveCount(0);
    await elsewhere.close();

    // The freed 14:00 is offered to the waiting client, whose link books it.
    const offer = await waitForEmail(request, mailboxURL, waitingEmail, 'Um horário abriu');
    const offerLink = /\/lista-de-espera\/[\w-]+/.exec(offer.text)?.[0];
    expect(offerLink, 'the offer link in the e-mail').toBeTruthy();
    await page.goto(offerLink!);
    await expect(page.getByRole('heading', { name: 'Um horário abriu para você' })).toBeVisible();
    await expect(page.getByText(`${date}/${month}/${year} às 14:00`)).toBeVisible();
    // Booking it asks what the booking form asks: the question and the notice's acceptance.
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByText('Responda a esta pergunta.')).toBeVisible();
    await expect(
      page.getByText('Para agendar, aceite o Aviso de privacidade do escritório.'),
    ).toBeVisible();
    await page.getByLabel('CPF ou CNPJ').click();
    await page.keyboard.type('52998224725');
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await keepScreenshots(page.locator('main'), 'waitlist-offer');
    await expectAccessibleInBothThemes(page);
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByRole('heading', { name: 'Seu agendamento' })).toBeVisible();
    await expect(page.getByText('Olá, Rafael!')).toBeVisible();
    await expect(page.getByText('14:00 às 15:00')).toBeVisible();
    expect((await appointmentsOf(request, token)).map((a) => a.startTime)).toEqual([
      at(day, '14:00'),
    ]);

    // The professional sees the list from the menu: the client is 'Agendado'.
    await logInAs(page, pro, /\/dashboard$/);
    await openFromPhoneMenu(page, 'Lista de espera');
    await expect(page.getByRole('heading', { name: 'Lista de espera', level: 1 })).toBeVisible();
    const entry = page.getByRole('listitem').filter({ hasText: 'Rafael Souza' });
    await expect(entry).toContainText('Agendado');
    await expect(entry).toContainText('+55(11) 98765-4321');
    await keepScreenshots(page.locator('main'), 'waitlist-office-list');
    await expectAccessibleInBothThemes(page);

    // Notificações: the professional asks for the confirmation 2 hours before instead of 24.
    await openFromPhoneMenu(page, 'Notificações');
    const asking = page.getByRole('combobox', { name: 'Pedir confirmação de presença' });
    await expect(asking).toHaveText('24 horas antes');
    await pickOption(asking, '2 horas antes');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Configurações salvas!')).toBeVisible();
    await expect(asking).toHaveText('2 horas antes');
    await keepScreenshots(cardTitled(page, 'E-mail'), 'confirmation-setting');
    await expectAccessibleInBothThemes(page);
  });
});

test('a link that opens nothing says so', async ({ page }) => {
  expect((await page.goto(`/agendamento/${'0'.repeat(64)}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Agendamento não encontrado' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});
