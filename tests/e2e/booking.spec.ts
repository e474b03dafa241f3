import type { APIRequestContext, Page } from '@playwright/test';
import {
  addProduct,
  anotherClientTakes,
  bookableProfessional,
  chooseFirstTime,
  bookingSlugOf,
  dayLabel,
  openEveryDay,
  pickDay,
  professionalToken,
  saveBookingForm,
  timeButtons,
  zonedDate,
} from './booking-fixtures.ts';
import { expectAccessibleInBothThemes, expectVisibleFocus, tabTo } from './a11y.ts';
import { baseURL } from './playwright.config.ts';
import {
  createAdmin,
  createProfessional,
  errorToast,
  expect,
  expectNoErrorToast,
  logIn,
  test,
  type Account,
  uniqueEmail,
} from './fixtures.ts';

/** The toast holding a text (toasts are the items of the 'Notificações' region). */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notificações/ })
    .getByRole('listitem')
    .filter({ hasText: text });

async function appointmentsOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/appointments', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Array<{ clientEmail: string; startTime: string }>;
}

const timeButton = (page: Page, time: string) =>
  page
    .getByRole('region', { name: 'Escolha o horário' })
    .getByRole('button', { name: time, exact: true });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a client books through a personal link and the time is no longer offered', async ({
    page,
    request,
  }) => {
    const { token, slug } = await bookableProfessional(request);
    await page.goto(`/book/personal/${slug}`);
    await expect(page.getByRole('heading', { name: 'Agende com Bruno Lima' })).toBeVisible();
    // Personal links have no professional step.
    await expect(page.getByRole('region', { name: 'Escolha o profissional' })).toHaveCount(0);

    const day = zonedDate(1);
    await pickDay(page, day);
    const first = timeButtons(page).first();
    const time = (await first.textContent())!.trim();
    await first.click();
    await page.getByLabel('Nome').fill('Mariana Alves');
    const email = uniqueEmail('cliente');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Telefone').fill('11987654321');
    await expect(page.getByLabel('Telefone')).toHaveValue('+55(11) 98765-4321');
    await page.getByLabel('Observações').fill('Dúvidas sobre a rescisão.');
    const summary = page.getByRole('complementary', { name: 'Resumo do agendamento' });
    const [year, month, date] = day.split('-');
    await expect(summary).toContainText(`${date}/${month}/${year}`);
    await expect(summary).toContainText(time);
    // No service chosen and no Google connection: no place, and no Meet is promised.
    await expect(summary).not.toContainText('Google Meet');
    await expectAccessibleInBothThemes(page);
    await summary.getByRole('button', { name: 'Confirmar agendamento' }).click();

    await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
    await expectNoErrorToast(page);
    await expectAccessibleInBothThemes(page);
    await expect(page.getByText(`${date}/${month}/${year}`)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const booked = await appointmentsOf(request, token);
    expect(booked.map((a) => a.clientEmail)).toEqual([email]);

    await page.getByRole('button', { name: 'Agendar outro horário' }).click();
    await pickDay(page, day);
    await expect(timeButtons(page).first()).toBeVisible();
    await expect(timeButton(page, time)).toHaveCount(0);
  });

  test('the form follows the booking settings: a required phone blocks the booking', async ({
    page,
    request,
  }) => {
    const { token, slug } = await bookableProfessional(request);
    await saveBookingForm(request, token, {
      requirePhone: true,
      showNotes: false,
      customMessage: 'Traga seus documentos.',
    });
    await page.goto(`/book/personal/${slug}`);
    await pickDay(page, zonedDate(1));
    await timeButtons(page).first().click();
    await expect(page.getByText('Traga seus documentos.')).toBeVisible();
    await expect(page.getByLabel('Observações')).toHaveCount(0);
    await expect(page.getByLabel('Telefone', { exact: true })).toBeVisible();
    await page.getByLabel('Nome').fill('Mariana Alves');
    await page.getByLabel('E-mail').fill(uniqueEmail('cliente'));
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();

    await expect(errorToast(page, 'Campos obrigatórios')).toContainText(
      'Preencha todos os campos obrigatórios.',
    );
    await expect(page.getByText('Telefone é obrigatório')).toBeVisible();
    // A DDD that does not exist in Brazil is refused before anything is sent.
    await page.getByLabel('Telefone', { exact: true }).fill('(20) 98765-4321');
    await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
    await expect(page.getByLabel('Telefone', { exact: true })).toHaveAccessibleDescription(
      'Telefone inválido. Use DDD e número, por exemplo (11) 98765-4321.',
    );
    await expect(errorToast(page, 'Verifique seus dados')).toBeVisible();
    expect(await appointmentsOf(request, token)).toEqual([]);
  });
});

test('a shared link shows each professional’s own times and a new choice clears the time', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request, 'Ana Souza', 'Souza Advocacia');
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  const carla = await createProfessional(request, admin, 'Carla Mendes');
  await openEveryDay(request, await professionalToken(request, bruno), {
    startTime: '08:00',
    endTime: '12:00',
  });
  const carlaToken = await professionalToken(request, carla);
  await openEveryDay(request, carlaToken, { startTime: '14:00', endTime: '18:00' });

  await page.goto(`/book/shared/${admin.userId}`);
  await expect(page.getByText('Souza Advocacia').first()).toBeVisible();
  const picker = page.getByRole('region', { name: 'Escolha o profissional' });
  await picker.getByRole('button', { name: /Bruno Lima/ }).click();
  const day = zonedDate(1);
  await pickDay(page, day);
  await expect(timeButton(page, '08:00')).toBeVisible();
  await expect(timeButton(page, '14:00')).toHaveCount(0);
  await timeButton(page, '09:00').click();
  const summary = page.getByRole('complementary', { name: 'Resumo do agendamento' });
  await expect(summary).toContainText('09:00');
  await expect(page.getByLabel('Nome')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await picker.getByRole('button', { name: /Carla Mendes/ }).click();
  await expect(picker.getByRole('button', { name: /Carla Mendes/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(summary).toContainText('Carla Mendes');
  await expect(summary).not.toContainText('09:00');
  await expect(
    page.getByText('Escolha um dia no calendário para ver os horários livres.'),
  ).toBeVisible();
  await pickDay(page, day);
  await expect(timeButton(page, '14:00')).toBeVisible();
  await expect(timeButton(page, '08:00')).toHaveCount(0);
  await expect(timeButtons(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);

  // /book/{slug}: the same team, with the link's professional already chosen.
  await page.goto(`/book/${await bookingSlugOf(request, carlaToken)}`);
  await expect(
    page
      .getByRole('region', { name: 'Escolha o profissional' })
      .getByRole('button', { name: /Carla Mendes/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Mês anterior' })).toBeVisible();
});

test('a time taken meanwhile is refused with suggestions, and a suggestion books', async ({
  page,
  request,
}) => {
  const { pro, token, slug } = await bookableProfessional(request);
  const product = await addProduct(request, token, {
    name: 'Consulta inicial',
    duration: 60,
    price: 150.5,
  });
  // Without live updates (a lost connection), the race is decided by the server's 409.
  await page.route('**/api/booking-stream**', (route) => route.abort());
  await page.goto(`/book/personal/${slug}`);
  await page.getByLabel('Produto/Serviço').selectOption({ index: 1 });
  const time = await chooseFirstTime(page, zonedDate(1));
  // Someone else books that very slot first.
  await anotherClientTakes(request, pro, { date: zonedDate(1), time, productId: product.id });

  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(errorToast(page, 'Erro ao agendar')).toContainText(
    'Este horário não está mais disponível',
  );
  // That error was true; it is closed so that none sits over the confirmation that follows.
  await toast(page, 'Erro ao agendar').getByRole('button', { name: 'Fechar notificação' }).click();
  const suggestions = page.getByText('Horários sugeridos');
  await expect(suggestions).toBeVisible();
  await expect(timeButton(page, time)).toHaveCount(0);
  const suggestion = page.getByRole('button', { name: /^\d\d\/\d\d · \d\d:\d\d/ }).first();
  const chosen = (await suggestion.textContent())!.slice(-5);
  await suggestion.click();
  const summary = page.getByRole('complementary', { name: 'Resumo do agendamento' });
  await expect(summary).toContainText(chosen);
  await expect(summary).toContainText('Consulta inicial');
  await summary.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  await expectNoErrorToast(page);
  expect(await appointmentsOf(request, token)).toHaveLength(2);
});

/** Bruno Lima's booking page, with one priced product besides the default, open in `page`. */
async function openBookingWithProduct(page: Page, request: APIRequestContext) {
  const { token, slug } = await bookableProfessional(request);
  await addProduct(request, token, { name: 'Consulta inicial', duration: 60, price: 150 });
  await page.goto(`/book/personal/${slug}`);
  await expect(page.getByRole('heading', { name: 'Agende com Bruno Lima' })).toBeVisible();
  return { token };
}

test('a client books with the keyboard only, always seeing where the focus is', async ({
  page,
  request,
}) => {
  const { token } = await openBookingWithProduct(page, request);

  // The product: a native select, changed with the arrow keys. The calendar then loads that
  // product's free days (a day reached meanwhile waits for them: the next journey).
  const product = page.getByLabel('Produto/Serviço');
  await tabTo(page, product);
  const productDays = page.waitForResponse(
    (response) => response.url().includes('/api/slots?') && response.url().includes('productId='),
  );
  await page.keyboard.press('ArrowDown');
  await expect(product.locator('option:checked')).toHaveText(/Consulta inicial/);
  await productDays;

  const day = zonedDate(1);
  if (day.slice(0, 7) !== zonedDate(0).slice(0, 7)) {
    await tabTo(page, page.getByRole('button', { name: 'Próximo mês' }));
    await page.keyboard.press('Enter');
  }
  const dayButton = page.getByRole('button', { name: dayLabel(day), exact: true });
  await tabTo(page, dayButton);
  await page.keyboard.press('Enter');
  await expect(dayButton).toHaveAttribute('aria-pressed', 'true');

  const first = timeButtons(page).first();
  await tabTo(page, first);
  const time = (await first.textContent())!.trim();
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-pressed', 'true');

  await tabTo(page, page.getByLabel('Nome'));
  await page.keyboard.type('Mariana Alves');
  const email = uniqueEmail('teclado');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(email);
  // Back to the name with Shift+Tab: what was typed is still there.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Nome')).toBeFocused();
  await expect(page.getByLabel('Nome')).toHaveValue('Mariana Alves');
  await tabTo(page, page.getByLabel('Telefone'));
  await page.keyboard.type('11987654321');

  const summary = page.getByRole('complementary', { name: 'Resumo do agendamento' });
  await expect(summary).toContainText(time);
  await tabTo(page, summary.getByRole('button', { name: 'Confirmar agendamento' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  await expectNoErrorToast(page);
  const booked = await appointmentsOf(request, token);
  expect(booked.map((a) => a.clientEmail)).toEqual([email]);
  // The next step is one Tab away and shows its focus too.
  await tabTo(page, page.getByRole('button', { name: 'Agendar outro horário' }), {
    backwards: true,
  });
});

test('a keyboard user who reaches a day while the service’s free days load keeps it and picks it with Enter', async ({
  page,
  request,
}) => {
  await openBookingWithProduct(page, request);
  const day = zonedDate(1);
  if (day.slice(0, 7) !== zonedDate(0).slice(0, 7)) {
    await tabTo(page, page.getByRole('button', { name: 'Próximo mês' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: dayLabel(day), exact: true })).toBeEnabled();
  }
  // The service's free days are held back, as on a slow phone line, until the day is focused.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/slots\?.*productId=/, async (route) => {
    await held;
    await route.continue();
  });
  await tabTo(page, page.getByLabel('Produto/Serviço'));
  await page.keyboard.press('ArrowDown');
  const loadingDay = page.getByRole('button', { name: `${dayLabel(day)}, carregando horários` });
  await tabTo(page, loadingDay);
  await expect(loadingDay).toHaveAttribute('aria-disabled', 'true');
  // Enter meanwhile chooses nothing: the day's times are not known yet.
  await page.keyboard.press('Enter');
  await expect(loadingDay).toHaveAttribute('aria-pressed', 'false');
  release();
  const dayButton = page.getByRole('button', { name: dayLabel(day), exact: true });
  await expect(dayButton).toBeEnabled();
  await expect(dayButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
  await expect(timeButtons(page).first()).toBeVisible();
});

test('an invalid link says the user was not found', async ({ page }) => {
  for (const path of [
    '/book/personal/ninguem-aqui',
    '/book/ninguem-aqui',
    '/book/shared/00000000-0000-4000-8000-000000000000',
  ]) {
    // A 404 for search engines and link checkers, with the page that says so for people.
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Usuário não encontrado' })).toBeVisible();
    await expect(page.getByText('O link de agendamento não é válido.')).toBeVisible();
  }
  await expectAccessibleInBothThemes(page);
});

test.describe('booking links screen', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  async function openLinks(page: Page, account: Account) {
    await logIn(page, account);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/booking-links');
    await expect(page.getByRole('heading', { name: 'Links de Agendamento' })).toBeVisible();
  }

  test('a professional copies a link and sees “Copiado” for a moment', async ({
    page,
    request,
  }) => {
    const { pro, slug } = await bookableProfessional(request);
    await openLinks(page, pro);
    const personalUrl = `${baseURL}/book/personal/${slug}`;
    await expect(page.getByText(personalUrl, { exact: true })).toBeVisible();
    await expect(page.getByText(`${baseURL}/book/${slug}`, { exact: true })).toBeVisible();
    await expect(page.getByText('Link da organização')).toHaveCount(0);
    await expect(page.getByText('Advogado')).toBeVisible();
    await expectAccessibleInBothThemes(page);

    const copy = page.getByRole('button', { name: 'Copiar' }).first();
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copiado' })).toBeVisible();
    await expect(toast(page, 'Link copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(personalUrl);
    await expect(page.getByRole('button', { name: 'Copiado' })).toHaveCount(0, { timeout: 4000 });

    const preview = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Visualizar' }).first().click();
    const tab = await preview;
    await expect(tab.getByRole('heading', { name: 'Agende com Bruno Lima' })).toBeVisible();
  });

  test('an admin also gets the organization link', async ({ page, request }) => {
    const admin = await createAdmin(request);
    await openLinks(page, admin);
    await expect(
      page.getByText(`${baseURL}/book/shared/${admin.userId}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Não informado')).toBeVisible();
  });
});

test('an open booking page sees a time disappear when someone else books it', async ({
  page,
  request,
}) => {
  const { token, slug } = await bookableProfessional(request);
  const profile = await (
    await request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const day = zonedDate(1);
  await page.goto(`/book/personal/${slug}`);
  await pickDay(page, day);
  await timeButtons(page).first().click();
  const chosen = (await timeButtons(page).first().textContent())!.trim();
  const other = (await timeButtons(page).nth(2).textContent())!.trim();

  const slots = await (
    await request.get(`/api/slots?professionalId=${profile.id}&from=${day}&to=${day}`)
  ).json();
  const startOf = (time: string) =>
    slots.slots.find((s: { time: string }) => s.time === time).start;
  for (const time of [other, chosen]) {
    const booked = await request.post('/api/appointments/public', {
      data: {
        professionalId: profile.id,
        clientName: 'Outra Pessoa',
        clientEmail: uniqueEmail('outra'),
        clientPhone: '',
        startTime: startOf(time),
        productId: null,
      },
    });
    expect(booked.status()).toBe(201);
  }

  // No reload: the page is told over /api/booking-stream and fetches the times again.
  await expect(timeButton(page, other)).toHaveCount(0);
  await expect(timeButton(page, chosen)).toHaveCount(0);
  await expect(errorToast(page, 'Este horário não está mais disponível')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Resumo do agendamento' });
  await expect(summary).toContainText('A escolher');
});
