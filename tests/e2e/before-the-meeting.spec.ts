// Issue 36, "Done when": the browser journey before and after the meeting, with the PSP's and
// WhatsApp's emulators. One office, set up through the API (what the journey does not prove);
// everything the issue lists is done by people in the browser, reached through the menus.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEFAULT_TIMEZONE } from '@core/constants.ts';
import { addDays, zonedDateTime } from '@core/scheduling/local-date.ts';
import { sharedTestCertificates } from '../helpers/test-certificates.ts';
import { postButtonTap } from '../helpers/whatsapp-replies.ts';
import {
  PSP_CLIENT_ID,
  PSP_CLIENT_SECRET,
  PSP_PIX_KEY,
  type PixPspEmulator,
  startPixPspEmulator,
} from '../helpers/pix-psp-emulator.ts';
import {
  EMULATOR_PHONE_NUMBER_ID,
  EMULATOR_TOKEN,
  type ReceivedWhatsappMessage,
} from '../helpers/whatsapp-emulator.ts';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { book, dayAt, entry, viewButton } from './agenda-fixtures.ts';
import {
  addProduct,
  bookingSlugOf,
  dayLabel,
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
  logInAs,
  pickOption,
  seeToast,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { waitForEmail } from './mailbox.ts';
import { mailboxURL } from './playwright.config.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';

/** The office's Meta app secret: it signs what WhatsApp posts to the office's callback URL. */
const APP_SECRET = 'segredoDoAppMeta2026';

/** The WhatsApp emulator serve.ts starts beside the app (port + 3). */
const whatsappEmulator = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5180) + 3}`;

/** A client's phone (390 px), in São Paulo, with nothing in its storage. */
const clientPhone = (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: DEFAULT_TIMEZONE,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

/** With E2E_SCREENSHOTS, keeps a phone's screen part at desktop width too (screenshots.ts). */
async function keepPhoneScreenshots(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const phone = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshots(page.locator('main'), name);
  await page.setViewportSize(phone);
}

/** Clicks into a field and types, as a person does. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label, { exact: typeof label === 'string' }).click();
  await page.keyboard.type(text);
}

/** Authorised call that must succeed; its JSON. */
async function call(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  data: unknown,
) {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

const dateOf = (days: number) => addDays(zonedDateTime(Date.now(), DEFAULT_TIMEZONE).date, days);

/**
 * The past day whose attendance staff mark, and its appointments: yesterday at 09:00 and 10:00,
 * which 'Este mês' of the statistics counts; on the 1st (yesterday is last month's), today at
 * 00:00, which has begun whenever the journey runs.
 */
function pastDay() {
  const firstOfMonth = dateOf(0).endsWith('-01');
  return firstOfMonth
    ? { days: 0, starts: [dayAt(0, 0)], clients: ['Paula Ausente'] }
    : {
        days: -1,
        starts: [dayAt(-1, 9), dayAt(-1, 10)],
        clients: ['Paula Ausente', 'Caio Presente'],
      };
}

/**
 * The office: Bruno Lima open 09:00–11:00 every day with no pause between clients (two one-hour
 * times a day), 'Consulta inicial' at R$ 250,90 with two required questions (CPF, CNJ number) and
 * 'Retorno' (free, no questions), the office's privacy notice, its PSP (the emulator) and its
 * WhatsApp (the emulator). The day after tomorrow already has 10:00 taken (its 24 h
 * 'Confirmar presença' reminder is then always ahead, whatever the hour the journey runs); the past day has appointments
 * booked by staff (the agenda books past times, as an office records what already happened).
 */
async function officeBeforeTheMeeting(request: APIRequestContext, psp: PixPspEmulator) {
  const admin = await createAdmin(request, 'Ana Souza', 'Souza Advogados');
  const pro = await createProfessional(request, admin, 'Bruno Lima');
  const token = await professionalToken(request, pro);
  await call(request, token, 'PATCH', '/api/user/profile', { bufferTime: 0 });
  await openEveryDay(request, token, { startTime: '09:00', endTime: '11:00' });
  const consulta = await addProduct(request, token, {
    name: 'Consulta inicial',
    duration: 60,
    price: 250.9,
  });
  await addProduct(request, token, { name: 'Retorno', duration: 60, price: 0 });
  await call(request, admin.token, 'PATCH', '/api/admin/organization', {
    name: 'Souza Advogados',
    privacyNotice: 'Tratamos seus dados para agendar e lembrar sua consulta.',
  });
  for (const [label, type] of [
    ['CPF', 'cpf_cnpj'],
    ['Número do processo', 'cnj_number'],
  ]) {
    await call(request, admin.token, 'POST', '/api/admin/intake-questions', {
      label,
      type,
      required: true,
      serviceIds: [consulta.id],
    });
  }
  const certificates = sharedTestCertificates();
  await call(request, admin.token, 'PUT', '/api/organization/pix-psp', {
    baseUrl: psp.baseUrl,
    clientId: PSP_CLIENT_ID,
    clientSecret: PSP_CLIENT_SECRET,
    certificate: certificates.client.cert,
    privateKey: certificates.client.key,
    pixKey: PSP_PIX_KEY,
  });
  await call(request, admin.token, 'PUT', '/api/admin/whatsapp-settings', {
    enabled: true,
    phoneNumberId: EMULATOR_PHONE_NUMBER_ID,
    token: EMULATOR_TOKEN,
    appSecret: APP_SECRET,
  });
  const day = zonedDate(2);
  await book(request, admin.token, {
    clientName: 'Pedro Ocupado',
    userId: pro.userId,
    startTime: dayAt(2, 10),
  });
  const past = pastDay();
  for (const [index, startTime] of past.starts.entries()) {
    await book(request, admin.token, {
      clientName: past.clients[index]!,
      userId: pro.userId,
      startTime,
    });
  }
  return { admin, pro, day, past, slug: await bookingSlugOf(request, token) };
}

/** The admin's agenda on one professional's days, through the filter and the 'Dia' view. */
async function showDaysOf(page: Page, professional: string) {
  await pickOption(page.getByRole('combobox', { name: 'Filtrar por profissional' }), professional);
  await viewButton(page, 'Dia').first().click();
}

/** Moves the agenda's day back or forth, with 'Anterior' / 'Próximo'. */
async function moveDays(page: Page, days: number) {
  const step = days < 0 ? 'Anterior' : 'Próximo';
  for (let i = 0; i < Math.abs(days); i++) {
    await page.getByRole('button', { name: step, exact: true }).first().click();
  }
}

/** Bruno Lima's row in 'Confirmações e faltas' on the admin's dashboard. */
const attendanceOf = (page: Page) =>
  cardTitled(page, 'Confirmações e faltas').getByRole('listitem').filter({ hasText: 'Bruno Lima' });

const whatsappMessagesTo = async (request: APIRequestContext, name: string) => {
  const response = await request.get(`${whatsappEmulator()}/__emulator/messages`);
  const { messages } = (await response.json()) as { messages: ReceivedWhatsappMessage[] };
  return messages.filter((message) => message.parameters[0] === name);
};

test('before and after the meeting: intake and consent, automatic Pix, waitlist and no-shows', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The PSP posts its webhook to the URL it was given; here it reaches the test server.
  const psp = await startPixPspEmulator(sharedTestCertificates(), {
    deliver: async (url, body) =>
      (await request.post(`${baseURL}${new URL(url).pathname}`, { data: body })).status(),
  });
  try {
    const { admin, pro, day, past, slug } = await officeBeforeTheMeeting(request, psp);
    const firstEmail = uniqueEmail('luiza');
    const waitingEmail = uniqueEmail('otavio');

    // Staff keep the agenda open all along (a desktop browser); the page updates live.
    await logInAs(page, admin, /\/admin$/);

    await test.step('a client answers the questions, accepts the notice and pays by Pix', async () => {
      const phone = await clientPhone(browser, baseURL);
      const client = await phone.newPage();
      await client.goto(`/book/personal/${slug}`);
      await client
        .getByLabel('Produto/Serviço')
        .selectOption({ label: 'Consulta inicial · R$\u00a0250,90' });
      await pickDay(client, day);
      await expect(timeButtons(client)).toHaveText(['09:00']);
      await timeButtons(client).first().click();
      await typeInto(client, 'Nome', 'Luíza Martins');
      await typeInto(client, 'E-mail', firstEmail);
      await typeInto(client, 'Telefone (opcional)', '11987654321');
      await typeInto(client, 'CPF', '52998224725');
      await typeInto(client, 'Número do processo', '10023453920258260100');
      await expect(client.getByLabel('Número do processo')).toHaveValue(
        '1002345-39.2025.8.26.0100',
      );
      await client.getByRole('checkbox', { name: /Li e aceito o Aviso de privacidade/ }).click();
      await expectNoSidewaysScroll(client, 'the booking form with questions on a phone');
      await client.getByRole('button', { name: 'Confirmar agendamento' }).click();

      // The office's PSP made a dynamic charge for it: its copia-e-cola is on the page.
      await expect(client.getByRole('heading', { name: 'Pague com Pix: R$ 250,90' })).toBeVisible();
      const cob = [...psp.cobs.values()].find((charge) => charge.valor.original === '250.90');
      expect(cob, 'the charge at the PSP').toBeTruthy();
      await expect(client.getByLabel('Pix copia e cola')).toHaveValue(cob!.pixCopiaECola);
      await expectNoSidewaysScroll(client, 'the Pix to pay on a phone');

      // The client pays in their bank's app: the PSP concludes the charge and posts its webhook.
      expect(await psp.pay(cob!.txid)).toBe(200);
      // The confirmation on the phone says so within seconds, without the client reloading it.
      await expect(client.getByRole('status').filter({ hasText: 'Pix: Pago' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(client.getByRole('heading', { level: 1 })).toHaveText('Agendamento confirmado!');
      await expect(client.getByLabel('Pix copia e cola')).toHaveCount(0);
      await expectAccessibleInBothThemes(client);
      await keepPhoneScreenshots(client, 'pix-paid-confirmation');
      await expectNoSidewaysScroll(client, 'the paid booking on a phone');
      await phone.close();

      // Staff see it paid on the agenda, with the answers and the consent in its details.
      await showDaysOf(page, 'Bruno Lima');
      await moveDays(page, 2);
      const booked = entry(page, '09:00 – 10:00, Luíza Martins, Bruno Lima, Pix: Pago');
      await booked.click();
      const details = page.getByRole('dialog', { name: 'Luíza Martins' });
      await expect(details).toContainText('Pix: Pago');
      const answers = details.getByRole('region', { name: 'Respostas do cliente' });
      await expect(answers).toContainText('CPF');
      await expect(answers).toContainText('529.982.247-25');
      await expect(answers).toContainText('1002345-39.2025.8.26.0100');
      await expect(answers).toContainText(/Aviso de privacidade aceito em .* \(versão 2\)/);
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
      // The office's WhatsApp told the client, on the phone they typed.
      await expect
        .poll(async () => (await whatsappMessagesTo(request, 'Luíza Martins')).map((m) => m.to))
        .toContain('5511987654321');
    });

    await test.step("the client taps WhatsApp's 'Confirmar' and the agenda shows 'Confirmado'", async () => {
      // The 'Confirmar presença' reminder is planned 24 hours before; the professional sends it
      // now, as Notificações' 'Processar' does. It reaches the client's WhatsApp as the
      // confirmation template, with its three buttons.
      const token = await professionalToken(request, pro);
      const headers = { authorization: `Bearer ${token}` };
      const scheduled = await request.get('/api/webhook-logs/scheduled', { headers });
      const rows = (await scheduled.json()) as Array<{
        id: string;
        channel: string;
        payload: { askConfirmation?: true; data: { clientName: string } };
      }>;
      const asking = rows.find(
        (row) =>
          row.channel === 'whatsapp' &&
          row.payload.askConfirmation &&
          row.payload.data.clientName === 'Luíza Martins',
      );
      expect(asking, 'the planned WhatsApp reminder asking to confirm').toBeTruthy();
      const sent = await request.post(`/api/webhook-logs/${asking!.id}/process`, { headers });
      expect(sent.ok(), await sent.text()).toBe(true);
      let asked: ReceivedWhatsappMessage | undefined;
      await expect
        .poll(async () => {
          const messages = await whatsappMessagesTo(request, 'Luíza Martins');
          asked = messages.find((message) => message.buttons.length === 3);
          return asked?.to;
        })
        .toBe('5511987654321');

      // The client taps 'Confirmar': WhatsApp posts the tap, with the button's payload and the
      // message it answers, to the office's callback URL, signed with the office's app secret.
      const settings = await request.get('/api/admin/whatsapp-settings', {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      const callbackUrl = new URL((await settings.json()).receipts.callbackUrl).pathname;
      const tap = await postButtonTap(
        `${baseURL}${callbackUrl}`,
        APP_SECRET,
        {
          id: `wamid.${crypto.randomUUID()}`,
          from: '5511987654321',
          payload: asked!.buttons[0]!,
          text: 'Confirmar',
          contextId: asked!.id,
        },
        EMULATOR_PHONE_NUMBER_ID,
      );
      expect(tap, JSON.stringify(tap.body)).toMatchObject({
        status: 200,
        body: { replies: { handled: 1 } },
      });
      // The agenda, open all along, shows it live: the mark and the word in the entry's name.
      const confirmed = entry(
        page,
        '09:00 – 10:00, Luíza Martins, Bruno Lima, Pix: Pago, Confirmado',
      );
      await expect(confirmed).toBeVisible();
      await confirmed.click();
      const details = page.getByRole('dialog', { name: 'Luíza Martins' });
      await expect(details).toContainText('Confirmado');
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
    });

    await test.step('the day is full; a cancellation frees a time the waitlisted client books', async () => {
      const phone = await clientPhone(browser, baseURL);
      const waiting = await phone.newPage();
      await waiting.goto(`/book/personal/${slug}`);
      await waiting.getByLabel('Produto/Serviço').selectOption({ label: 'Retorno · Gratuito' });
      if (day.slice(0, 7) !== zonedDate(0).slice(0, 7)) {
        await waiting.getByRole('button', { name: 'Próximo mês' }).click();
      }
      const fullDay = waiting.getByRole('button', {
        name: `${dayLabel(day)}, lotado: lista de espera`,
      });
      // Tapped again if the page's scripts had not taken the calendar over yet (as pickDay does).
      await expect(async () => {
        await fullDay.click();
        await expect(fullDay).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      const form = waiting.getByRole('region', { name: 'Avise-me se abrir um horário' });
      await form.getByLabel('Nome').click();
      await waiting.keyboard.type('Otávio Ramos');
      await form.getByLabel('E-mail').click();
      await waiting.keyboard.type(waitingEmail);
      await form.getByLabel('Telefone (opcional)').click();
      await waiting.keyboard.type('11976543210');
      await expectNoSidewaysScroll(waiting, 'the waitlist form on a phone');
      await form.getByRole('button', { name: 'Entrar na lista de espera' }).click();
      // The office sends WhatsApp and the client gave a phone: the offer goes both ways (089).
      await expect(
        waiting.getByText(
          'Pronto! Avisaremos por e-mail e WhatsApp se um horário abrir neste dia.',
        ),
      ).toBeVisible();

      // The first client cancels through the private link of their e-mail.
      const mail = await waitForEmail(request, mailboxURL, firstEmail, 'Agendamento');
      const manageLink = /\/agendamento\/[0-9a-f]{64}/.exec(mail.text)?.[0];
      expect(manageLink, 'the private link in the e-mail').toBeTruthy();
      const first = await clientPhone(browser, baseURL);
      const own = await first.newPage();
      await own.goto(manageLink!);
      await expect(own.getByText('Pix: Pago')).toBeVisible();
      await keepPhoneScreenshots(own, 'manage-booking-paid');
      const cancel = own.getByRole('alertdialog', { name: 'Cancelar este agendamento?' });
      // One tap, whether or not the page's scripts have taken the button over yet.
      await own.getByRole('button', { name: 'Cancelar agendamento' }).click();
      await cancel.getByRole('button', { name: 'Sim, cancelar' }).click();
      await expect(own.getByRole('heading', { name: 'Agendamento cancelado' })).toBeVisible();
      await first.close();

      // The waiting client gets the freed 09:00 by e-mail and WhatsApp, opens the e-mail's
      // link and books it.
      await expect
        .poll(async () =>
          (await whatsappMessagesTo(request, 'Otávio Ramos')).map((message) => message.template),
        )
        .toEqual(['vaga_disponivel']);
      const offer = await waitForEmail(request, mailboxURL, waitingEmail, 'Um horário abriu');
      const offerLink = /\/lista-de-espera\/[\w-]+/.exec(offer.text)?.[0];
      expect(offerLink, 'the offer link in the e-mail').toBeTruthy();
      await waiting.goto(offerLink!);
      await expect(
        waiting.getByRole('heading', { name: 'Um horário abriu para você' }),
      ).toBeVisible();
      const [year, month, date] = day.split('-');
      await expect(waiting.getByText(`${date}/${month}/${year} às 09:00`)).toBeVisible();
      // The offer books as the public form does: the office's privacy notice is accepted here too.
      await waiting.getByRole('checkbox', { name: /Li e aceito o Aviso de privacidade/ }).click();
      await expectNoSidewaysScroll(waiting, 'the waitlist offer on a phone');
      await waiting.getByRole('button', { name: 'Confirmar agendamento' }).click();
      await expect(waiting.getByRole('heading', { name: 'Seu agendamento' })).toBeVisible();
      await expect(waiting.getByText('09:00 às 10:00')).toBeVisible();
      await phone.close();

      // The agenda, open all along, shows the new booking in the freed time.
      await expect(entry(page, '09:00 – 10:00, Otávio Ramos, Bruno Lima')).toBeVisible();
      await expect(
        entry(page, '09:00 – 10:00, Luíza Martins, Bruno Lima, Pix: Pago, Confirmado'),
      ).toHaveCount(0);
    });

    await test.step("staff mark a past day's attendance, one 'Faltou', and the rates move", async () => {
      const attendance = attendanceOf(page);
      await expect(attendance).toContainText('Nenhuma presença marcada');

      // From the day ahead, where the agenda is, back to the past day.
      await moveDays(page, past.days - 2);
      const count = past.starts.length;
      const several = count === 1 ? '1 agendamento' : `${count} agendamentos`;
      const markDayAs = async (choice: string) => {
        await page.getByRole('button', { name: 'Marcar presença do dia' }).click();
        await page.getByRole('menuitem', { name: choice }).click();
        return page.getByRole('alertdialog', { name: 'Marcar presença do dia?' });
      };
      // 'Faltou' for the whole day is offered too, and names how many it would mark: not now.
      const asMissed = await markDayAs('Marcar como Faltou');
      await expect(asMissed).toContainText(`${several} de `);
      await expect(asMissed).toContainText("como 'Faltou'");
      await asMissed.getByRole('button', { name: 'Cancelar' }).click();
      const confirm = await markDayAs('Marcar como Compareceu');
      await expect(confirm).toContainText(`${several} de `);
      await confirm.getByRole('button', { name: 'Marcar como Compareceu' }).click();
      await seeToast(
        page,
        count === 1 ? '1 agendamento marcado.' : `${count} agendamentos marcados.`,
      );
      await expect(attendance).toContainText('0%');
      await expect(attendance).toContainText(`0 de ${count} com presença marcada faltaram`);

      await page.getByRole('button', { name: /Paula Ausente, Bruno Lima, Compareceu$/ }).click();
      const details = page.getByRole('dialog', { name: 'Paula Ausente' });
      await details.getByRole('button', { name: 'Faltou' }).click();
      await seeToast(page, "Marcado como 'Faltou'.");
      await page.keyboard.press('Escape');
      await expect(
        page.getByRole('button', { name: /Paula Ausente, Bruno Lima, Faltou$/ }),
      ).toBeVisible();
      await expect(attendance).toContainText(`${count === 1 ? 100 : 50}%`);
      await expect(attendance).toContainText(`1 de ${count} com presença marcada faltaram`);
    });
  } finally {
    await psp.close();
  }
});
