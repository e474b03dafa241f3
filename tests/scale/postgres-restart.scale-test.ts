import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericMessages } from '@core/messages.ts';
import { at, dateAhead } from '../helpers/scheduling.ts';
import { openSse, sessionCookie } from '../helpers/sse-client.ts';
import { createProfessional, publicBooking } from './support/agenda-setup.ts';
import type { Professional } from './support/agenda-setup.ts';
import { startHoldingReceiver } from './support/holding-receiver.ts';
import type { HoldingReceiver } from './support/holding-receiver.ts';
import { type ApiAnswer, callApi } from './support/http-api.ts';
import { isAlive, roundRobin, sharedInstances } from './support/instances.ts';
import { startPostgres, stopPostgres } from './support/postgres-server.ts';
import { waitUntil } from './support/wait-until.ts';

let receiver: HoldingReceiver;
beforeAll(async () => {
  receiver = await startHoldingReceiver();
});
afterAll(async () => {
  await receiver.close();
});

/** Public bookings sent one after another through A, B, C in turn until stopped. */
function keepBooking(pro: Professional) {
  const answers: ApiAnswer[] = [];
  let running = true;
  const date = dateAhead(5);
  const done = (async () => {
    for (let index = 0; running; index++) {
      const time = ['09:00', '10:00', '11:00'][index % 3]!;
      const instance = roundRobin(sharedInstances(), index);
      answers.push(
        await callApi(instance.base, 'POST', '/api/appointments/public', {
          body: publicBooking(pro.id, at(date, time), `Cliente ${index}`),
        }),
      );
    }
  })();
  return {
    answers,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** Books a new time on `instance` until it is accepted (the database is back for it). */
function bookWhenBack(base: string, pro: Professional, date: string, time: string) {
  return waitUntil(
    `${base} to book again`,
    async () => {
      const answer = await callApi(base, 'POST', '/api/appointments/public', {
        body: publicBooking(pro.id, at(date, time)),
      });
      return answer.status === 201 && answer;
    },
    { timeoutMs: 60_000, everyMs: 250 },
  );
}

describe('PostgreSQL restarting under load', () => {
  it('answers 503 with a clear message while it is down and recovers by itself', async () => {
    const [a, b, c] = sharedInstances();
    const pro = await createProfessional(a!.base, { webhookUrl: receiver.url('/restart') });
    const stream = await openSse(
      `${a!.base}/api/notifications/stream`,
      sessionCookie(pro.adminToken),
    );
    await stream.waitFor((message) => message.type === 'connection_established');
    const load = keepBooking(pro);
    await waitUntil('some bookings before the restart', () => load.answers.length >= 6);

    stopPostgres();
    let duringOutage: ApiAnswer[];
    try {
      const outageStart = load.answers.length;
      await waitUntil('the load to meet the outage', () => load.answers.length >= outageStart + 9);
      duringOutage = load.answers.slice(outageStart);
    } finally {
      startPostgres();
    }

    // Each instance books again without being restarted: its pool reconnects.
    const date = dateAhead(6);
    const after: ApiAnswer[] = [];
    for (const [index, instance] of [a!, b!, c!].entries()) {
      after.push(await bookWhenBack(instance.base, pro, date, ['09:00', '10:00', '11:00'][index]!));
    }
    await load.stop();

    const statuses = new Set(load.answers.map((answer) => answer.status));
    expect([...statuses].filter((status) => ![201, 409, 503].includes(status))).toEqual([]);
    expect(duringOutage.map((answer) => answer.status)).toContain(503);
    const unavailable = load.answers.filter((answer) => answer.status === 503);
    expect(new Set(unavailable.map((answer) => answer.body.message))).toEqual(
      new Set([genericMessages.unavailable]),
    );
    expect(sharedInstances().every((instance) => isAlive(instance.pid))).toBe(true);

    // LISTEN/NOTIFY is back: A's open stream hears of a booking made on C after the restart
    // (A listens again within a second or so; until then a booking may go unheard, so retry).
    let attempt = 0;
    await waitUntil(
      'A to hear of a booking made on C',
      async () => {
        const booked = await callApi(c!.base, 'POST', '/api/appointments/public', {
          body: publicBooking(pro.id, at(dateAhead(7 + attempt++), '09:00')),
        });
        if (booked.status !== 201) return false;
        const heard = (message: Record<string, unknown>) =>
          message.type === 'appointment_created' && message.appointmentId === booked.body.id;
        return stream.waitFor(heard, 3_000).then(
          () => true,
          () => false,
        );
      },
      { timeoutMs: 30_000, everyMs: 0 },
    );
    stream.close();
    // The outbox workers kept running: the bookings made after the restart are delivered.
    await waitUntil(
      'the webhooks of the bookings made after the restart',
      () =>
        after.every((booked) =>
          receiver.answered().some((delivery) => delivery.appointmentId === booked.body.id),
        ),
      { timeoutMs: 30_000 },
    );
  });
});
