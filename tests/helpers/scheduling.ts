import { addDays, weekdayOf, zonedDateTime, zonedInstant } from '@core/scheduling/local-date.ts';
import { minutesOfDay } from '@core/time-of-day.ts';
import { bearer, registerAdmin, signedInProfessional } from './factories.ts';
import type { TestApp } from './test-app.ts';

export interface BookableOptions {
  timezone?: string;
  bufferTime?: number;
  windows?: Array<{
    dayOfWeek: number;
    startTime: string;
    endTime: string;
    appointmentDuration?: number;
    maxConcurrentAppointments?: number;
  }>;
  name?: string;
}

/** An organization with a professional who has weekly hours (all through the real API). */
export async function bookableProfessional(t: TestApp, options: BookableOptions = {}) {
  const admin = await registerAdmin(t);
  const pro = await signedInProfessional(t, admin.user.organizationId, {
    name: options.name ?? 'Bruno Lima',
  });
  const profile = await t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers: bearer(pro.token),
    payload: {
      timezone: options.timezone ?? 'America/Sao_Paulo',
      bufferTime: options.bufferTime ?? 0,
    },
  });
  if (profile.statusCode !== 200) throw new Error(`profile: ${profile.body}`);
  const windows =
    options.windows ??
    [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '12:00' }));
  for (const window of windows) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/availability',
      headers: bearer(pro.token),
      payload: window,
    });
    if (response.statusCode !== 201) throw new Error(`availability: ${response.body}`);
  }
  return { admin, pro, timezone: options.timezone ?? 'America/Sao_Paulo' };
}

/** A date some days ahead in a zone, optionally moved forward to a weekday. */
export function dateAhead(days: number, timeZone = 'America/Sao_Paulo', weekday?: number): string {
  let date = addDays(zonedDateTime(Date.now(), timeZone).date, days);
  while (weekday !== undefined && weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** The ISO instant of a local date and time in a zone. */
export function at(date: string, time: string, timeZone = 'America/Sao_Paulo'): string {
  return new Date(zonedInstant(date, minutesOfDay(time), timeZone)!).toISOString();
}

export function publicBooking(
  professionalId: string,
  startTime: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    professionalId,
    clientName: 'Cliente Teste',
    clientEmail: 'cliente@example.com',
    clientPhone: '(11) 98765-4321',
    notes: null,
    productId: null,
    startTime,
    ...overrides,
  };
}
