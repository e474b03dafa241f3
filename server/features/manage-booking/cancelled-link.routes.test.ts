import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelledBookings } from '../../db/schema.ts';
import { bookedWithLink, manageLink } from '@tests/helpers/manage-booking.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { purgeCancelledBookings } from './manage-booking.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const manage = (token: string, action?: 'cancel' | 'reschedule', payload?: object) =>
  manageLink(t, token, action, payload);

const alreadyCancelled = 'Este agendamento foi cancelado. Para um novo horário, agende novamente.';

describe('the private link of a cancelled appointment', () => {
  it('says which time was cancelled, in any browser, with nothing of the client', async () => {
    const { pro, appointment, token } = await bookedWithLink(t);
    expect((await manage(token, 'cancel')).statusCode).toBe(204);

    const response = await manage(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'cancelled',
      organizationName: expect.any(String),
      startTime: appointment.startTime,
      professional: {
        name: 'Bruno Lima',
        timezone: 'America/Sao_Paulo',
        bookingSlug: pro.bookingSlug,
      },
    });
    expect(response.body).not.toContain('Maria');
    expect(response.body).not.toContain('maria@example.com');
    // The token itself is not kept, only its hash.
    const kept = await t.db.select().from(cancelledBookings);
    expect(JSON.stringify(kept)).not.toContain(token);
  });

  it('says so too when the office deleted the appointment', async () => {
    const { pro, appointment, token } = await bookedWithLink(t);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointments/${appointment.id}`,
      headers: { authorization: `Bearer ${pro.token}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await manage(token)).json()).toMatchObject({ status: 'cancelled' });
  });

  it('can be neither cancelled again nor moved: 409 with a clear message', async () => {
    const { date, token } = await bookedWithLink(t);
    await manage(token, 'cancel');
    for (const response of [
      await manage(token, 'cancel'),
      await manage(token, 'reschedule', { startTime: `${date}T14:00:00.000Z` }),
    ]) {
      expect([response.statusCode, response.json().message]).toEqual([409, alreadyCancelled]);
    }
  });

  it('is forgotten a year after its time, and then opens nothing', async () => {
    const { appointment, token } = await bookedWithLink(t);
    await manage(token, 'cancel');
    const start = new Date(appointment.startTime);
    expect(await purgeCancelledBookings(t.db, start)).toBe(0);
    expect(await purgeCancelledBookings(t.db, new Date(start.getTime() + 1))).toBeGreaterThan(0);
    expect(
      await t.db.select().from(cancelledBookings).where(eq(cancelledBookings.startTime, start)),
    ).toEqual([]);
    expect((await manage(token)).statusCode).toBe(404);
  });
});
