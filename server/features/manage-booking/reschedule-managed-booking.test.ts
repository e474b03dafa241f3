import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog } from '../../db/schema.ts';
import { bookedWithLink } from '@tests/helpers/manage-booking.ts';
import { logsOf } from '@tests/helpers/outbox.ts';
import { at, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reschedule = (token: string, startTime: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/booking/manage/${token}/reschedule`,
    payload: { startTime },
  });

const rowOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe('POST /api/booking/manage/:token/reschedule', () => {
  it('moves the appointment to a free slot, keeping its length, and tells everyone', async () => {
    const { pro, appointment, date, token } = await bookedWithLink(t);
    const reminderBefore = (await logsOf(t.db, appointment.id, 'appointment.reminder')).map((row) =>
      row.scheduledFor.toISOString(),
    );

    const response = await reschedule(token, at(date, '11:00'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      startTime: at(date, '11:00'),
      endTime: at(date, '12:00'),
      canReschedule: true,
    });
    const row = await rowOf(appointment.id);
    expect(row.startTime.toISOString()).toBe(at(date, '11:00'));
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, appointment.id), eq(auditLog.action, 'move')));
    expect(audit).toMatchObject({ actorKind: 'public', actorUserId: null });

    const updates = await logsOf(t.db, appointment.id, 'appointment.updated');
    expect(updates.map((log) => [log.channel, log.subscriber, log.url]).sort()).toEqual([
      ['email', 'client', 'maria@example.com'],
      ['email', 'professional', pro.email],
    ]);
    // Reminders follow the new time: the planned ones were replaced, none doubled.
    const reminders = (await logsOf(t.db, appointment.id, 'appointment.reminder')).filter(
      (log) => log.status === 'scheduled',
    );
    expect(reminders.length).toBe(reminderBefore.length);
    expect(reminders.map((log) => log.scheduledFor.toISOString())).not.toEqual(
      expect.arrayContaining(reminderBefore),
    );
  });

  it('does not count its own old time as busy', async () => {
    // With a 60-minute buffer, 10:00 would block 11:00 if the appointment counted against itself.
    const { appointment, date, token } = await bookedWithLink(t, {
      bufferTime: 60,
      windows: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '09:00',
        endTime: '13:00',
        appointmentDuration: 60,
      })),
    });
    const response = await reschedule(token, at(date, '11:00'));
    expect(response.statusCode).toBe(200);
    expect((await rowOf(appointment.id)).startTime.toISOString()).toBe(at(date, '11:00'));
  });

  it('answers 409 with suggestions when the new time is taken, and changes nothing', async () => {
    const { pro, appointment, date, token } = await bookedWithLink(t);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(pro.id, at(date, '11:00'), { clientEmail: 'outro@example.com' }),
    });
    expect(other.statusCode).toBe(201);

    const response = await reschedule(token, at(date, '11:00'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Este horário não está mais disponível. Escolha outro horário.',
    );
    const suggestions = response
      .json()
      .suggestions.map((slot: { startUtc: string }) => slot.startUtc);
    expect(suggestions).toHaveLength(3);
    expect(suggestions).toContain(at(date, '09:00'));
    expect((await rowOf(appointment.id)).startTime.toISOString()).toBe(appointment.startTime);
    expect(await logsOf(t.db, appointment.id, 'appointment.updated')).toEqual([]);
  });

  it('refuses a time that is not one of the professional’s slots with 400', async () => {
    const { appointment, date, token } = await bookedWithLink(t);
    const response = await reschedule(token, at(date, '15:00'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Este horário não está disponível para agendamento.');
    expect((await rowOf(appointment.id)).startTime.toISOString()).toBe(appointment.startTime);
  });

  it('accepts its own current time as a no-op, without e-mails', async () => {
    const { appointment, token } = await bookedWithLink(t);
    const response = await reschedule(token, appointment.startTime);
    expect(response.statusCode).toBe(200);
    expect(await logsOf(t.db, appointment.id, 'appointment.updated')).toEqual([]);
  });

  it('answers 400 with a pt-BR message to a start that is not a date', async () => {
    const { token } = await bookedWithLink(t);
    const response = await reschedule(token, 'amanhã');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
