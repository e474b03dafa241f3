import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, webhookLogs } from '../../db/schema.ts';
import { bookedWithLink, manageLink } from '@tests/helpers/manage-booking.ts';
import { logsOf } from '@tests/helpers/outbox.ts';
import { at } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const manage = (token: string, action?: 'cancel' | 'reschedule', payload?: object) =>
  manageLink(t, token, action, payload);

/** Moves an appointment into the past, as if it had already begun. */
async function makeStarted(id: string) {
  const start = new Date(Date.now() - 10 * 60_000);
  await t.db
    .update(appointments)
    .set({ startTime: start, endTime: new Date(start.getTime() + 3_600_000) })
    .where(eq(appointments.id, id));
}

describe('GET /api/booking/manage/:token', () => {
  it("shows the client their own appointment and only the professional's public data", async () => {
    const { pro, appointment, token } = await bookedWithLink(t);
    const response = await manage(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'scheduled',
      organizationName: expect.any(String),
      professional: {
        id: pro.id,
        name: 'Bruno Lima',
        title: null,
        timezone: 'America/Sao_Paulo',
        bookingSlug: pro.bookingSlug,
      },
      clientName: 'Maria Silva',
      appointmentStatus: 'scheduled',
      startTime: appointment.startTime,
      endTime: appointment.endTime,
      productName: null,
      productId: null,
      meetLink: null,
      location: null,
      canCancel: true,
      canReschedule: true,
      pix: null,
      paymentStatus: null,
    });
    expect(response.body).not.toContain(token);
    expect(response.body).not.toContain('maria@example.com');
    expect(response.body).not.toContain(pro.email);
  });

  it.each([
    ['an unknown token', 'f'.repeat(64)],
    ['a malformed token', 'nao-existe'],
  ])('answers 404 Agendamento não encontrado to %s on every route', async (_case, token) => {
    for (const response of [
      await manage(token),
      await manage(token, 'cancel'),
      await manage(token, 'reschedule', { startTime: new Date().toISOString() }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Agendamento não encontrado');
    }
  });
});

describe('POST /api/booking/manage/:token/cancel', () => {
  it('deletes the appointment, audits it as public and sends the cancellation e-mails', async () => {
    const { pro, appointment, token } = await bookedWithLink(t);
    expect(
      (await logsOf(t.db, appointment.id, 'appointment.reminder')).length,
      'planned reminders',
    ).toBeGreaterThan(0);

    const response = await manage(token, 'cancel');
    expect(response.statusCode).toBe(204);
    const left = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(left).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, appointment.id), eq(auditLog.action, 'delete')));
    expect(audit).toMatchObject({ actorKind: 'public', actorUserId: null });

    // The rows outlive the appointment (appointment_id set null); they carry it in the payload.
    const rows = await t.db
      .select()
      .from(webhookLogs)
      .where(sql`${webhookLogs.payload}->'data'->>'appointmentId' = ${appointment.id}`);
    const cancellations = rows.filter((row) => row.eventType === 'appointment.cancelled');
    expect(cancellations.map((row) => [row.channel, row.subscriber, row.url]).sort()).toEqual([
      ['email', 'client', 'maria@example.com'],
      ['email', 'professional', pro.email],
    ]);
    expect(rows.filter((row) => row.eventType === 'appointment.reminder')).toEqual([]);
    expect((await manage(token)).json().status).toBe('cancelled');
    expect((await manage(token, 'cancel')).statusCode).toBe(409);
  });

  it('frees the time on the public page', async () => {
    const { pro, date, token } = await bookedWithLink(t);
    const slots = async () =>
      (
        await t.app.inject({ url: `/api/slots?professionalId=${pro.id}&from=${date}&to=${date}` })
      ).json().slots as Array<{ start: string }>;
    expect((await slots()).map((slot) => slot.start)).not.toContain(at(date, '10:00'));
    await manage(token, 'cancel');
    expect((await slots()).map((slot) => slot.start)).toContain(at(date, '10:00'));
  });
});

describe('after the appointment has started', () => {
  it('can no longer be cancelled or moved, and the page says so', async () => {
    const { appointment, date, token } = await bookedWithLink(t);
    await makeStarted(appointment.id);
    expect((await manage(token)).json()).toMatchObject({ canCancel: false, canReschedule: false });
    const message = 'Este agendamento já começou e não pode mais ser alterado.';
    const cancel = await manage(token, 'cancel');
    expect([cancel.statusCode, cancel.json().message]).toEqual([409, message]);
    const move = await manage(token, 'reschedule', { startTime: at(date, '11:00') });
    expect([move.statusCode, move.json().message]).toEqual([409, message]);
    expect(
      await t.db.select().from(appointments).where(eq(appointments.id, appointment.id)),
    ).toHaveLength(1);
  });
});
