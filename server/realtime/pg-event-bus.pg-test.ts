import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';
import {
  at,
  bookableProfessional,
  dateAhead,
  publicBooking,
} from '../../tests/helpers/scheduling.ts';
import { openSse } from '../../tests/helpers/sse-client.ts';
import type { TestApp } from '../../tests/helpers/test-app.ts';
import { createTestDatabase } from '../../tests/helpers/test-database.ts';
import { createPgEventBus } from './pg-event-bus.ts';

/** One app instance with its own connection pool and LISTEN/NOTIFY bus, as a deployment would run. */
async function startInstance(url: string) {
  const database = openPostgres(url);
  const events = await createPgEventBus(url);
  const config = testConfig({
    WEB_DIST_DIR: './no-web-build',
    PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: 10_000,
  });
  const app = await buildApp({ config, database, events });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db: database.db,
    base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    stop: async () => {
      await app.close();
      await events.close();
      await database.close();
    },
  };
}

let shared: Awaited<ReturnType<typeof createTestDatabase>>;
let one: Awaited<ReturnType<typeof startInstance>>;
let two: Awaited<ReturnType<typeof startInstance>>;

beforeAll(async () => {
  shared = await createTestDatabase();
  if (!shared.url) throw new Error('this suite runs on PostgreSQL: npm run test:pg');
  one = await startInstance(shared.url);
  two = await startInstance(shared.url);
});
afterAll(async () => {
  await one.stop();
  await two.stop();
  await shared.close();
});

describe('two instances on one PostgreSQL', () => {
  it('a booking on one instance reaches a live stream and drops the slot cache on the other', async () => {
    const { admin, pro } = await bookableProfessional(one as unknown as TestApp);
    const date = dateAhead(2);
    const slotsUrl = `${two.base}/api/slots?professionalId=${pro.id}&from=${date}&to=${date}`;
    const times = async () =>
      (await (await fetch(slotsUrl)).json()).slots.map((s: { time: string }) => s.time);
    expect(await times()).toEqual(['09:00', '10:00', '11:00']);
    const stream = await openSse(`${two.base}/api/notifications/stream?token=${admin.token}`);
    await stream.waitFor((m) => m.type === 'connection_established');

    const booked = await one.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(pro.id, at(date, '10:00')),
    });
    expect(booked.statusCode).toBe(201);

    await stream.waitFor(
      (m) => m.type === 'appointment_created' && m.appointmentId === booked.json().id,
    );
    expect(await times()).toEqual(['09:00', '11:00']);
    stream.close();
  });

  it('never double-books a slot booked at once through both instances', async () => {
    const { pro } = await bookableProfessional(one as unknown as TestApp);
    const payload = JSON.stringify(publicBooking(pro.id, at(dateAhead(3), '09:00')));
    const send = (base: string) =>
      fetch(`${base}/api/appointments/public`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
    const statuses = (
      await Promise.all(Array.from({ length: 40 }, (_, i) => send(i % 2 ? one.base : two.base)))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
  });
});
