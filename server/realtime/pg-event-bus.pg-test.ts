import { beforeAll, describe, expect, it } from 'vitest';
import { type PgInstance, twoPgInstances } from '@tests/helpers/pg-instances.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { openSse, sessionCookie } from '@tests/helpers/sse-client.ts';
import type { TestApp } from '@tests/helpers/test-app.ts';

const pair = twoPgInstances({ eventBus: true });
let one: PgInstance;
let two: PgInstance;
beforeAll(() => {
  ({ one, two } = pair);
});

describe('two instances on one PostgreSQL', () => {
  it('a booking on one instance reaches a live stream and drops the slot cache on the other', async () => {
    const { admin, pro } = await bookableProfessional(one as unknown as TestApp);
    const date = dateAhead(2);
    const slotsUrl = `${two.base}/api/slots?professionalId=${pro.id}&from=${date}&to=${date}`;
    const times = async () =>
      (await (await fetch(slotsUrl)).json()).slots.map((s: { time: string }) => s.time);
    expect(await times()).toEqual(['09:00', '10:00', '11:00']);
    const stream = await openSse(
      `${two.base}/api/notifications/stream`,
      sessionCookie(admin.token),
    );
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
