import { bearer } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** 09:00–18:00 every day, hourly, two clients at once: a block must still fill the slot. */
export const twoAtOnceEveryDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '09:00',
  endTime: '18:00',
  maxConcurrentAppointments: 2,
}));

/** Calls the signed-in screens' API as one user. */
export const requestAs =
  (t: TestApp, token: string) =>
  (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
