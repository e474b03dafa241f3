// The mixed load's requests: public slot reads 80%, public bookings 10%, dashboard reads 10%
// (bearer token), each answer's status counted by kind.
import type autocannon from 'autocannon';
import { addDays, weekdayOf, zonedDateTime, zonedInstant } from '@core/scheduling/local-date.ts';
import { closingHolidays } from '../server/features/holidays/holiday-calendar.ts';
import type { Seeded } from './load-servers.ts';

const TZ = 'America/Sao_Paulo';
const DAYS_AHEAD = 60;

type Kind = 'slots' | 'booking' | 'dashboard';
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/**
 * Every bookable start (Mon–Sat, 08:00–17:30, national holidays closed) of the next DAYS_AHEAD
 * days, as ISO instants: a booking is refused only for a full slot, never for a closed day.
 */
function bookableStarts(): string[] {
  const today = zonedDateTime(Date.now(), TZ).date;
  const closed = new Set(
    closingHolidays({ state: null, city: null }, today, addDays(today, DAYS_AHEAD)).map(
      (holiday) => holiday.date,
    ),
  );
  const starts = [];
  for (let day = 1; day <= DAYS_AHEAD; day++) {
    const date = addDays(today, day);
    if (weekdayOf(date) === 0 || closed.has(date)) continue;
    for (let minutes = 8 * 60; minutes < 18 * 60; minutes += 30) {
      starts.push(new Date(zonedInstant(date, minutes, TZ)!).toISOString());
    }
  }
  return starts;
}

export function workload(seeded: Seeded) {
  const today = zonedDateTime(Date.now(), TZ).date;
  const starts = bookableStarts();
  const weekFrom = new Date(zonedInstant(addDays(today, 1), 0, TZ)!).toISOString();
  const weekTo = new Date(zonedInstant(addDays(today, 8), 0, TZ)!).toISOString();
  const statuses: Record<Kind, Record<number, number>> = { slots: {}, booking: {}, dashboard: {} };
  let booking = 0;
  const next = (): { kind: Kind; request: autocannon.Request } => {
    const roll = Math.random();
    const professionalId = pick(seeded.professionalIds);
    if (roll < 0.8) {
      const from = addDays(today, 1 + Math.floor(Math.random() * 28));
      const path = `/api/slots?professionalId=${professionalId}&from=${from}&to=${addDays(from, 6)}`;
      return { kind: 'slots', request: { method: 'GET', path } };
    }
    if (roll < 0.9) {
      const body = JSON.stringify({
        professionalId,
        clientName: 'Cliente Carga',
        clientEmail: `carga-${booking++}@example.com`,
        clientPhone: '(11) 98765-4321',
        notes: null,
        productId: seeded.productIds[professionalId],
        startTime: pick(starts),
      });
      const headers = { 'content-type': 'application/json' };
      return {
        kind: 'booking',
        request: { method: 'POST', path: '/api/appointments/public', headers, body },
      };
    }
    const path = `/api/appointments?from=${weekFrom}&to=${weekTo}`;
    const headers = { authorization: `Bearer ${pick(seeded.tokens)}` };
    return { kind: 'dashboard', request: { method: 'GET', path, headers } };
  };
  // autocannon's latencies mix the 503s of load shedding in; these are the served answers' alone.
  const servedMs: Record<Kind, number[]> = { slots: [], booking: [], dashboard: [] };
  type Context = { kind: Kind; sentAt: number };
  const requests: autocannon.Request[] = [
    {
      // Called as each request is written (one at a time per connection).
      setupRequest: (request, context) => {
        const { kind, request: chosen } = next();
        Object.assign(context, { kind, sentAt: performance.now() } satisfies Context);
        return { ...request, headers: {}, body: undefined, ...chosen } as never;
      },
      onResponse: (status, _body, context) => {
        const { kind, sentAt } = context as Context;
        statuses[kind][status] = (statuses[kind][status] ?? 0) + 1;
        if (status < 500) servedMs[kind].push(performance.now() - sentAt);
      },
    },
  ];
  return { requests, statuses, servedMs };
}

/** The p-th percentile (0–100) of some latencies, in ms (0 when there are none). */
export function percentile(latencies: number[], p: number): number {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
