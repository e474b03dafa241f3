import { zonedDateTime } from '@core/scheduling/local-date.ts';
import { bearer } from './factories.ts';
import { dateAhead } from './scheduling.ts';
import type { TestApp } from './test-app.ts';

const SP = 'America/Sao_Paulo';

/** Half-hour weekly hours all day, every day: a slot is never far from now. */
export const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '00:00',
  endTime: '23:59',
  appointmentDuration: 30,
}));

/**
 * A half-hour start about `minutes` from now (the next :00 or :30 after it) that is a slot of
 * ALL_DAY: 23:30 is not (the day's hours end at 23:59), so it moves on to midnight.
 */
export function halfHourAfter(minutes: number): string {
  const step = 30 * 60_000;
  let start = Math.ceil((Date.now() + minutes * 60_000) / step) * step;
  if (zonedDateTime(start, SP).time === '23:30') start += step;
  return new Date(start).toISOString();
}

/** A date `days` ahead written as people read it (dd/MM/yyyy). */
export const brDateAhead = (days: number) => dateAhead(days).split('-').reverse().join('/');

/** Sets a professional's booking window through their profile. */
export async function setBookingWindow(
  t: TestApp,
  token: string,
  window: { minimumNoticeMinutes?: number; maximumHorizonDays?: number },
) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers: bearer(token),
    payload: window,
  });
  if (response.statusCode !== 200) throw new Error(`profile: ${response.body}`);
}

/** A service of the professional, with its own slot interval and booking window when given. */
export async function createService(t: TestApp, token: string, fields: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(token),
    payload: { name: 'Consulta inicial', duration: 30, ...fields },
  });
  if (response.statusCode !== 201) throw new Error(`product: ${response.body}`);
  return response.json() as { id: string };
}
