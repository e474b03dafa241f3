import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin } from '@tests/helpers/factories.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { openSse, sessionCookie } from '@tests/helpers/sse-client.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

describe('GET /api/notifications/stream', () => {
  it('streams a booking made through the API to its organization, and to no other', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const stranger = await registerAdmin(t);
    const mine = await openSse(`${base}/api/notifications/stream`, sessionCookie(admin.token));
    const theirs = await openSse(`${base}/api/notifications/stream`, bearer(stranger.token));
    expect(mine.status).toBe(200);
    expect(mine.contentType).toContain('text/event-stream');
    await mine.waitFor((m) => m.type === 'connection_established');
    await theirs.waitFor((m) => m.type === 'connection_established');

    const booked = await fetch(`${base}/api/appointments/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(publicBooking(pro.id, at(dateAhead(2), '09:00'))),
    });
    const { id } = await booked.json();
    const event = await mine.waitFor((m) => m.type === 'appointment_created');
    expect(event).toEqual({
      type: 'appointment_created',
      userId: pro.id,
      appointmentId: id,
      source: 'public',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(theirs.received.map((m) => m.type)).toEqual(['connection_established']);
    mine.close();
    theirs.close();
  });

  it("shows a professional only their own agenda's changes", async () => {
    const { admin, pro } = await bookableProfessional(t);
    const colleague = await bookableProfessional(t);
    const stream = await openSse(`${base}/api/notifications/stream`, bearer(pro.token));
    await stream.waitFor((m) => m.type === 'connection_established');
    await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(admin.token),
      payload: {
        clientName: 'A',
        clientEmail: 'a@example.com',
        userId: admin.user.id,
        startTime: at(dateAhead(2), '15:00'),
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(colleague.pro.id, at(dateAhead(2), '09:00')),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(pro.id, at(dateAhead(2), '10:00')),
    });
    const own = await stream.waitFor((m) => m.type === 'appointment_created');
    expect(own.userId).toBe(pro.id);
    expect(stream.received.filter((m) => m.type === 'appointment_created')).toHaveLength(1);
    stream.close();
  });

  it('refuses a stream without a session', async () => {
    const stream = await openSse(`${base}/api/notifications/stream`);
    expect(stream.status).toBe(401);
  });

  it('never takes a session token from the URL: only the cookie (or a bearer header) opens it', async () => {
    const { admin } = await bookableProfessional(t);
    const inUrl = await openSse(`${base}/api/notifications/stream?token=${admin.token}`);
    expect(inUrl.status).toBe(401);
    const byCookie = await openSse(`${base}/api/notifications/stream`, sessionCookie(admin.token));
    expect(byCookie.status).toBe(200);
    await byCookie.waitFor(
      (m) => m.type === 'connection_established' && m.userId === admin.user.id,
    );
    byCookie.close();
  });
});

describe('GET /api/booking-stream', () => {
  it('tells an open public page that a watched professional’s times changed, with no client data', async () => {
    const { pro } = await bookableProfessional(t);
    const stream = await openSse(`${base}/api/booking-stream?professionalIds=${pro.id}`);
    await stream.waitFor((m) => m.type === 'connection_established');
    await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(pro.id, at(dateAhead(2), '11:00'), { clientName: 'Privado' }),
    });
    expect(await stream.waitFor((m) => m.type === 'slots_changed')).toEqual({
      type: 'slots_changed',
      professionalId: pro.id,
    });
    expect(JSON.stringify(stream.received)).not.toContain('Privado');
    stream.close();
  });

  it('refuses a malformed list', async () => {
    const response = await t.app.inject({ url: '/api/booking-stream?professionalIds=abc' });
    expect(response.statusCode).toBe(400);
  });
});
