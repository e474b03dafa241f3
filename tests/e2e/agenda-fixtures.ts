// Helpers of the agenda journeys: appointments booked through the real API, today's times in
// São Paulo, a second browser, and the calendar's entries and hour slots as a person sees them.
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { DEFAULT_TIMEZONE } from '@core/constants.ts';
import { addDays, zonedDateTime, zonedInstant } from '@core/scheduling/local-date.ts';
import { createAdmin, createProfessional, expect, pickOption, type Account } from './fixtures.ts';

const dateIn = (days: number) => addDays(zonedDateTime(Date.now(), DEFAULT_TIMEZONE).date, days);

/** A wall-clock hour in São Paulo, some days from today, as the API takes it. */
export function dayAt(days: number, hour: number): string {
  return new Date(zonedInstant(dateIn(days), hour * 60, DEFAULT_TIMEZONE)!).toISOString();
}

export const todayAt = (hour: number) => dayAt(0, hour);

/** A date some days from today as a person types it: DD/MM/AAAA. */
export const typedDate = (days: number) => dateIn(days).split('-').reverse().join('/');

/** Today as the agenda's toasts name it: 'terça-feira, 24/11'. */
export function todayInToasts(): string {
  const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: DEFAULT_TIMEZONE });
  return `${weekday.format(new Date())}, ${typedDate(0).slice(0, 5)}`;
}

/** Opens every day of the week, 08:00 to 20:00, for a professional. */
export async function openEveryDay(request: APIRequestContext, token: string) {
  for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
    const response = await request.post('/api/availability', {
      data: { dayOfWeek, startTime: '08:00', endTime: '20:00' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** The account's bearer token (a professional logs in through the API for one). */
export async function bearerOf(request: APIRequestContext, account: Account): Promise<string> {
  if (account.token) return account.token;
  const response = await request.post('/api/auth/user/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}

/** Books through the staff API (an admin for a professional, or a professional for themself). */
export async function book(
  request: APIRequestContext,
  token: string,
  body: { clientName: string; startTime: string; userId?: string; duration?: number },
) {
  const response = await request.post('/api/appointments', {
    data: { clientEmail: 'cliente@example.com', duration: 60, ...body },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** An office whose professional Bruno Lima already has a client ('Pedro Ocupado') at a time. */
export async function officeWithBusyBruno(request: APIRequestContext, busyAt: string) {
  const admin = await createAdmin(request);
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  const busy = { clientName: 'Pedro Ocupado', startTime: busyAt, userId: bruno.userId };
  await book(request, admin.token, busy);
  return { admin, bruno };
}

/** Another browser with nothing in its storage, set up like the journeys' own. */
export function freshContext(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: DEFAULT_TIMEZONE });
}

/** An appointment on the calendar, by what it reads out ('10:00 – 11:00, Maria Teste'). */
export const entry = (page: Page, label: string) =>
  page.getByRole('button', { name: entryName(label) });

/**
 * A client's entry by its whole name: one still 'Agendado' that starts within 24 hours adds
 * ', Aguardando confirmação' (issue 36), which depends on the hour the journey runs.
 */
export const entryName = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, Aguardando confirmação)?$`);

/** The empty part of an hour on the calendar, which books it. */
export const hourSlot = (page: Page, time: string) =>
  page.getByRole('button', { name: new RegExp(`^Novo agendamento .* às ${time}$`) });

/** One day's hour on the calendar, by the day as it reads ('sexta-feira, 27 de novembro'). */
export const daySlot = (scope: Page | Locator, day: string, time: string) =>
  scope.getByRole('button', { name: `Novo agendamento ${day} às ${time}`, exact: true });

/** Drags an entry onto the upper (':00') or lower (':30') half of an hour slot, as a mouse does. */
export async function dragOntoHalf(item: Locator, slot: Locator, half: ':00' | ':30') {
  // A page that scrolls while the button is down starts no drag: both must be on screen first.
  await slot.scrollIntoViewIfNeeded();
  await expect(item).toBeInViewport();
  const box = await slot.boundingBox();
  if (!box) throw new Error('The hour slot is not on screen');
  const y = box.height * (half === ':30' ? 0.75 : 0.25);
  // force: an entry may sit on that spot; the drop still reaches the day's column beneath.
  await item.dragTo(slot, { targetPosition: { x: box.width / 2, y }, force: true });
}

/** Freezes the browser's 'now' (its timers keep running), so past and future do not drift. */
export const freezeClockAt = (page: Page, instant: string) =>
  page.clock.setFixedTime(new Date(instant));

/** The Mês / Semana / Dia switch (within the full-screen agenda when given). */
export const viewButton = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: 'Visualização' }).getByRole('button', { name: label });

type NewAppointment = {
  professional: string;
  client: string;
  email: string;
  date?: string;
  time: string;
};

/** Fills the 'Novo Agendamento' form as a person does (the date stays today unless given). */
export async function fillNewAppointment(page: Page, form: Locator, fields: NewAppointment) {
  await pickOption(form.getByRole('combobox', { name: 'Profissional' }), fields.professional);
  await form.getByLabel('Nome do cliente').fill(fields.client);
  await form.getByLabel('E-mail').fill(fields.email);
  if (fields.date) await form.getByLabel('Data').fill(fields.date);
  await form.getByLabel('Horário').fill(fields.time);
}
