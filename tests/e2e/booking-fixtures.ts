// Helpers of the booking journeys: a professional's hours, products and form settings through
// the real API, and the calendar dates the page shows (in the professional's zone).
import { type APIRequestContext, type FrameLocator, type Page, expect } from '@playwright/test';
import { type Account, createAdmin, createProfessional, uniqueEmail } from './fixtures.ts';

export const ZONE = 'America/Sao_Paulo';

/** Logs a professional in through the API and returns their bearer token. */
export async function professionalToken(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<string> {
  const response = await request.post('/api/auth/user/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}

/** Authorised POST that must succeed. */
async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(path, {
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** Opens every day of the week, 08:00 to 20:00 (so tomorrow always has free slots). */
export async function openEveryDay(
  request: APIRequestContext,
  token: string,
  hours: { startTime: string; endTime: string; appointmentDuration?: number } = {
    startTime: '08:00',
    endTime: '20:00',
  },
) {
  for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++)
    await post(request, token, '/api/availability', { dayOfWeek, ...hours });
}

export function saveBookingForm(
  request: APIRequestContext,
  token: string,
  settings: Record<string, unknown>,
) {
  return post(request, token, '/api/booking-form-settings', settings);
}

export function addProduct(
  request: APIRequestContext,
  token: string,
  product: { name: string; description?: string; duration: number; price: number },
) {
  return post(request, token, '/api/products', product);
}

/** The professional takes Pix (a phone key, as Bruno Lima in São Paulo): priced bookings await it. */
export async function takePix(request: APIRequestContext, token: string) {
  const response = await request.put('/api/user/pix', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      keyType: 'phone',
      key: '(11) 98765-4321',
      merchantName: 'Bruno Lima',
      merchantCity: 'São Paulo',
    },
  });
  expect(response.status()).toBe(200);
}

/** The professional's booking slug (from their profile). */
export async function bookingSlugOf(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).bookingSlug;
}

/** The calendar date 'yyyy-MM-dd' a number of days from today in the professional's zone. */
export function zonedDate(daysFromToday: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const noon = new Date(`${today}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + daysFromToday);
  return noon.toISOString().slice(0, 10);
}

/** How the calendar names a day ('segunda-feira, 23 de novembro de 2026'). */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** Picks a day in the calendar, moving to the next month when the day is there. */
export async function pickDay(page: Page | FrameLocator, date: string) {
  if (date.slice(0, 7) !== zonedDate(0).slice(0, 7))
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  const day = page.getByRole('button', { name: dayLabel(date), exact: true });
  // A day tapped while the page's scripts take it over, just after a service was chosen, is
  // sometimes not chosen (an open defect, stop 40's note): tapped again, as a person would.
  await expect(async () => {
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** The time buttons of the chosen day. */
export const timeButtons = (page: Page | FrameLocator) =>
  page
    .getByRole('region', { name: 'Escolha o horário' })
    .getByRole('button', { name: /^\d\d:\d\d/ });

/** A professional of a new organization, open every day, with their token and booking slug. */
export async function bookableProfessional(request: APIRequestContext, name = 'Bruno Lima') {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin, name);
  const token = await professionalToken(request, pro);
  await openEveryDay(request, token);
  return { admin, pro, token, slug: await bookingSlugOf(request, token) };
}

/** The client picks the day's first time and starts the form; returns that time ('HH:mm'). */
export async function chooseFirstTime(page: Page | FrameLocator, date: string) {
  await pickDay(page, date);
  const first = timeButtons(page).first();
  const time = (await first.textContent())!.trim();
  await first.click();
  await page.getByLabel('Nome').fill('Mariana Alves');
  await page.getByLabel('E-mail').fill(uniqueEmail('cliente'));
  return time;
}

/** Someone else books that time of that day through the API, first. */
export async function anotherClientTakes(
  request: APIRequestContext,
  pro: Account,
  { date, time, productId = null }: { date: string; time: string; productId?: string | null },
) {
  const product = productId ? `&productId=${productId}` : '';
  const slots = await request.get(
    `/api/slots?professionalId=${pro.userId}&from=${date}&to=${date}${product}`,
  );
  const taken = (await slots.json()).slots.find((slot: { time: string }) => slot.time === time);
  expect(taken, `the ${time} of ${date} is free`).toBeTruthy();
  const other = await request.post('/api/appointments/public', {
    data: {
      professionalId: pro.userId,
      clientName: 'Outra Pessoa',
      clientEmail: uniqueEmail('outra'),
      startTime: taken.start,
      productId,
    },
  });
  expect(other.status()).toBe(201);
}
