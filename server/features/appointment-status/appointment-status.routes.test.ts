import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WEBHOOK_EVENTS } from '@core/constants.ts';
import { webhookLogs } from '../../db/schema.ts';
import { addDays } from '@core/scheduling/local-date.ts';
import { bearer, signedInProfessional, signedInSecretary } from '@tests/helpers/factories.ts';
import { fastRetryConfig, logsOf } from '@tests/helpers/outbox.ts';
import { caller } from '@tests/helpers/requests.ts';
import { at, bookableProfessional, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(fastRetryConfig);
});
afterAll(() => t.close());
const call = caller(() => t);

const client = { clientName: 'Maria Santos', clientEmail: 'maria@example.com' };

async function book(token: string, userId: string, startTime: string) {
  const response = await call('POST', '/api/appointments', token, { ...client, userId, startTime });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; status: string };
}

const setStatus = (token: string, id: string, status: string) =>
  call('POST', `/api/appointments/${id}/status`, token, { status });

/** An office with a professional whose webhook hears every event, and its admin. */
async function office() {
  const { admin, pro } = await bookableProfessional(t);
  const saved = await call('POST', '/api/notification-settings', pro.token, {
    webhookNotificationsEnabled: true,
    webhookUrl: 'http://127.0.0.1:9/agendei',
    webhookEvents: [...WEBHOOK_EVENTS],
    emailNotificationsEnabled: false,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { admin, pro };
}

const yesterday = () => addDays(dateAhead(0), -1);

describe('appointment status (decision 083)', () => {
  it("starts 'scheduled', is confirmed, then marked 'no_show' once started, each with its webhook", async () => {
    const { admin, pro } = await office();
    const future = await book(admin.token, pro.id, at(dateAhead(3), '10:00'));
    expect(future.status).toBe('scheduled');
    const confirmed = await setStatus(admin.token, future.id, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('confirmed');
    const [hook] = await logsOf(t.db, future.id, 'appointment.confirmed');
    expect(hook?.channel).toBe('webhook');
    expect(hook?.payload).toMatchObject({
      event: 'appointment.confirmed',
      data: { appointmentId: future.id, status: 'confirmed' },
    });
    // Nobody gets a message and the calendar is not touched: only the webhook row.
    expect(await logsOf(t.db, future.id, 'appointment.confirmed')).toHaveLength(1);
    // Again: answered as it is, no second event.
    expect((await setStatus(admin.token, future.id, 'confirmed')).statusCode).toBe(200);
    expect(await logsOf(t.db, future.id, 'appointment.confirmed')).toHaveLength(1);

    const refused = await setStatus(admin.token, future.id, 'no_show');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/ainda não começou/);

    const past = await book(admin.token, pro.id, at(yesterday(), '10:00'));
    const noShow = await setStatus(pro.token, past.id, 'no_show');
    expect(noShow.statusCode).toBe(200);
    expect(noShow.json().status).toBe('no_show');
    const [missed] = await logsOf(t.db, past.id, 'appointment.no_show');
    expect(missed?.payload).toMatchObject({ data: { status: 'no_show' } });
    // A mark corrects the other; a marked one is not confirmed any more.
    expect((await setStatus(pro.token, past.id, 'attended')).json().status).toBe('attended');
    const late = await setStatus(pro.token, past.id, 'confirmed');
    expect(late.statusCode).toBe(409);
    const listed = await call(
      'GET',
      `/api/appointments?from=${yesterday()}&to=${dateAhead(4)}&userId=${pro.id}`,
      admin.token,
    );
    expect(listed.statusCode).toBe(200);
    const statuses = (listed.json() as Array<{ id: string; status: string }>).map((a) => [
      a.id,
      a.status,
    ]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [future.id, 'confirmed'],
        [past.id, 'attended'],
      ]),
    );
  });

  it("a cancellation's webhook says 'cancelled'", async () => {
    const { admin, pro } = await office();
    const booked = await book(admin.token, pro.id, at(dateAhead(3), '11:00'));
    expect((await call('DELETE', `/api/appointments/${booked.id}`, admin.token)).statusCode).toBe(
      204,
    );
    // The row outlives the appointment (its id is cleared): found by its payload.
    const [hook] = await t.db
      .select()
      .from(webhookLogs)
      .where(
        sql`${webhookLogs.payload}->'data'->>'appointmentId' = ${booked.id} and ${webhookLogs.eventType} = 'appointment.cancelled'`,
      );
    expect(hook?.payload).toMatchObject({ data: { status: 'cancelled' } });
  });

  it('refuses an unknown status, and a professional, another office or nobody on an appointment not theirs', async () => {
    const { admin, pro } = await office();
    const booked = await book(admin.token, pro.id, at(yesterday(), '09:00'));
    const bad = await setStatus(admin.token, booked.id, 'cancelled');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Status inválido/);
    const colleague = await signedInProfessional(t, admin.user.organizationId, {
      name: 'Carla Dias',
    });
    expect((await setStatus(colleague.token, booked.id, 'no_show')).statusCode).toBe(404);
    const stranger = await bookableProfessional(t);
    expect((await setStatus(stranger.admin.token, booked.id, 'no_show')).statusCode).toBe(404);
    expect((await setStatus('', booked.id, 'no_show')).statusCode).toBe(401);
    const secretary = await signedInSecretary(t, admin.user.organizationId);
    expect((await setStatus(secretary.token, booked.id, 'no_show')).statusCode).toBe(200);
    expect(await logsOf(t.db, booked.id, 'appointment.no_show')).toHaveLength(1);
  });

  it("marks a past day's unmarked appointments in bulk, leaving the marked ones and other agendas", async () => {
    const { admin, pro } = await office();
    const day = yesterday();
    const first = await book(admin.token, pro.id, at(day, '09:00'));
    const second = await book(admin.token, pro.id, at(day, '10:00'));
    const missed = await book(admin.token, pro.id, at(day, '11:00'));
    expect((await setStatus(admin.token, missed.id, 'no_show')).statusCode).toBe(200);
    const colleague = await signedInProfessional(t, admin.user.organizationId, { name: 'Carla' });
    const theirs = await book(admin.token, colleague.id, at(day, '09:00'));

    const byColleague = await call('POST', '/api/appointments/attendance/day', colleague.token, {
      professionalId: pro.id,
      date: day,
      status: 'attended',
    });
    expect(byColleague.statusCode).toBe(403);
    const future = await call('POST', '/api/appointments/attendance/day', admin.token, {
      professionalId: pro.id,
      date: dateAhead(2),
      status: 'attended',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/dia que já passou/);

    const bulk = await call('POST', '/api/appointments/attendance/day', pro.token, {
      date: day,
      status: 'attended',
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({ marked: 2 });
    const listed = await call(
      'GET',
      `/api/appointments?from=${day}&to=${day}&userId=${pro.id}`,
      admin.token,
    );
    const byId = new Map(
      (listed.json() as Array<{ id: string; status: string }>).map((a) => [a.id, a.status]),
    );
    expect(byId.get(first.id)).toBe('attended');
    expect(byId.get(second.id)).toBe('attended');
    expect(byId.get(missed.id)).toBe('no_show');
    const other = await call(
      'GET',
      `/api/appointments?from=${day}&to=${day}&userId=${colleague.id}`,
      admin.token,
    );
    expect(other.json()).toEqual([expect.objectContaining({ id: theirs.id, status: 'scheduled' })]);
    // Webhooks hear an update with the status for each one marked.
    const [update] = await logsOf(t.db, first.id, 'appointment.updated');
    expect(update?.payload).toMatchObject({ data: { status: 'attended' } });
  });

  it("marks a past day's unmarked appointments 'no_show' in bulk, each with its webhook, as the agenda's 'Marcar como Faltou' asks", async () => {
    const { admin, pro } = await office();
    const day = yesterday();
    const first = await book(admin.token, pro.id, at(day, '09:00'));
    const second = await book(admin.token, pro.id, at(day, '10:00'));
    const came = await book(admin.token, pro.id, at(day, '11:00'));
    expect((await setStatus(admin.token, came.id, 'attended')).statusCode).toBe(200);

    const bulk = await call('POST', '/api/appointments/attendance/day', admin.token, {
      professionalId: pro.id,
      date: day,
      status: 'no_show',
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({ marked: 2 });
    const listed = await call('GET', `/api/appointments?from=${day}&to=${day}`, pro.token);
    const byId = new Map(
      (listed.json() as Array<{ id: string; status: string }>).map((a) => [a.id, a.status]),
    );
    expect([byId.get(first.id), byId.get(second.id), byId.get(came.id)]).toEqual([
      'no_show',
      'no_show',
      'attended',
    ]);
    for (const id of [first.id, second.id]) {
      const [missed] = await logsOf(t.db, id, 'appointment.no_show');
      expect(missed?.payload).toMatchObject({ data: { status: 'no_show' } });
    }
    // Marked again: nothing is left unmarked.
    const again = await call('POST', '/api/appointments/attendance/day', pro.token, {
      date: day,
      status: 'no_show',
    });
    expect(again.json()).toEqual({ marked: 0 });
  });

  it('the public booking answers with the status', async () => {
    const { pro } = await bookableProfessional(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      headers: bearer(''),
      payload: {
        professionalId: pro.id,
        ...client,
        startTime: at(dateAhead(3), '10:00'),
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('scheduled');
  });
});
