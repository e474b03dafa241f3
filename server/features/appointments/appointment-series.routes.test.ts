import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/scheduling/local-date.ts';
import { appointmentSeries, appointments, webhookLogs } from '../../db/schema.ts';
import { bearer, registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: bearer(token) });

const client = {
  clientName: 'Maria Santos',
  clientEmail: 'maria@example.com',
  clientPhone: '11987654321',
};

const rowsOf = (userId: string) =>
  t.db
    .select()
    .from(appointments)
    .where(eq(appointments.userId, userId))
    .orderBy(appointments.startTime);

function series(token: string, body: object) {
  return call('POST', '/api/appointments/series', token, { ...client, duration: 60, ...body });
}

describe('recurring appointments by staff', () => {
  it('a weekly series of 10: ten appointments a week apart, each with its notifications', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const first = dateAhead(2);
    const response = await series(admin.token, {
      userId: pro.id,
      startTime: at(first, '10:00'),
      recurrence: { intervalWeeks: 1, count: 10 },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.appointments).toHaveLength(10);
    expect(body.skipped).toEqual([]);
    const rows = await rowsOf(pro.id);
    expect(rows.map((r) => r.startTime.toISOString())).toEqual(
      Array.from({ length: 10 }, (_, i) => at(addDays(first, 7 * i), '10:00')),
    );
    expect(rows.every((r) => r.seriesId === body.id)).toBe(true);
    expect(rows.map((r) => r.occurrenceIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const logs = await t.db
      .select()
      .from(webhookLogs)
      .where(
        inArray(
          webhookLogs.appointmentId,
          rows.map((r) => r.id),
        ),
      );
    for (const row of rows) {
      expect(
        logs.some((l) => l.appointmentId === row.id && l.eventType === 'appointment.created'),
      ).toBe(true);
    }
  });

  it('every N weeks, and until a date (dd/mm/aaaa on screen, yyyy-MM-dd here)', async () => {
    const { pro } = await bookableProfessional(t);
    const first = dateAhead(2);
    const fortnightly = await series(pro.token, {
      startTime: at(first, '09:00'),
      recurrence: { intervalWeeks: 2, count: 3 },
    });
    expect(fortnightly.statusCode).toBe(201);
    expect(fortnightly.json().appointments.map((a: { startTime: string }) => a.startTime)).toEqual([
      at(first, '09:00'),
      at(addDays(first, 14), '09:00'),
      at(addDays(first, 28), '09:00'),
    ]);
    const until = await series(pro.token, {
      startTime: at(first, '11:00'),
      recurrence: { intervalWeeks: 1, until: addDays(first, 21) },
    });
    expect(until.statusCode).toBe(201);
    expect(until.json().appointments).toHaveLength(4);
  });

  it('refuses 53 occurrences (by count or by date) with a pt-BR 400, writing nothing', async () => {
    const { pro } = await bookableProfessional(t);
    const first = dateAhead(2);
    for (const recurrence of [
      { intervalWeeks: 1, count: 53 },
      { intervalWeeks: 1, until: addDays(first, 7 * 52) },
      { intervalWeeks: 5, count: 2 },
      { intervalWeeks: 1 },
    ]) {
      const response = await series(pro.token, { startTime: at(first, '09:00'), recurrence });
      expect(response.statusCode, JSON.stringify(recurrence)).toBe(400);
    }
    const tooMany = await series(pro.token, {
      startTime: at(first, '09:00'),
      recurrence: { intervalWeeks: 1, count: 53 },
    });
    expect(tooMany.json().message).toBe('Uma série pode ter no máximo 52 ocorrências.');
    expect(await rowsOf(pro.id)).toEqual([]);
  });

  it('a clash refuses the whole series by default, naming the date; skipConflicts writes the rest', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const first = dateAhead(2);
    const taken = addDays(first, 21);
    const single = await call('POST', '/api/appointments', admin.token, {
      ...client,
      clientEmail: 'outro@example.com',
      userId: pro.id,
      startTime: at(taken, '10:00'),
      duration: 60,
    });
    expect(single.statusCode).toBe(201);
    const body = {
      userId: pro.id,
      startTime: at(first, '10:00'),
      recurrence: { intervalWeeks: 1, count: 10 },
    };
    const refused = await series(admin.token, body);
    expect(refused.statusCode).toBe(409);
    const [y, m, d] = taken.split('-');
    expect(refused.json().clashes).toEqual([
      {
        startTime: at(taken, '10:00'),
        label: `${d}/${m}/${y} 10:00`,
        reason: 'O profissional já está ocupado neste horário.',
      },
    ]);
    expect(await rowsOf(pro.id)).toHaveLength(1);
    expect(
      await t.db.select().from(appointmentSeries).where(eq(appointmentSeries.userId, pro.id)),
    ).toEqual([]);
    const skipped = await series(admin.token, { ...body, skipConflicts: true });
    expect(skipped.statusCode).toBe(201);
    expect(skipped.json().appointments).toHaveLength(9);
    expect(skipped.json().skipped.map((c: { label: string }) => c.label)).toEqual([
      `${d}/${m}/${y} 10:00`,
    ]);
    expect(await rowsOf(pro.id)).toHaveLength(10);
  });

  it('a public booking and a series on the same slot at once: exactly one gets it', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const first = dateAhead(3);
    const start = at(addDays(first, 7), '10:00');
    const [publicAnswer, seriesAnswer] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/public',
        payload: publicBooking(pro.id, start),
      }),
      series(admin.token, {
        userId: pro.id,
        startTime: at(first, '10:00'),
        recurrence: { intervalWeeks: 1, count: 4 },
      }),
    ]);
    const rows = await rowsOf(pro.id);
    const atSlot = rows.filter((r) => r.startTime.toISOString() === start);
    expect(atSlot).toHaveLength(1);
    if (publicAnswer.statusCode === 201) {
      expect(seriesAnswer.statusCode).toBe(409);
      expect(rows).toHaveLength(1);
    } else {
      expect(publicAnswer.statusCode).toBe(409);
      expect(seriesAnswer.statusCode).toBe(201);
      expect(rows).toHaveLength(4);
    }
  });

  it('lists, moves and cancels "this and the following ones", each moved one checked', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const first = dateAhead(2);
    const created = await series(admin.token, {
      userId: pro.id,
      startTime: at(first, '09:00'),
      recurrence: { intervalWeeks: 1, count: 5 },
    });
    const ids: string[] = created.json().appointments.map((a: { id: string }) => a.id);
    // A booking at 11:00 in the fifth week: moving the third on by two hours would clash there.
    await call('POST', '/api/appointments', admin.token, {
      ...client,
      userId: pro.id,
      startTime: at(addDays(first, 28), '11:00'),
      duration: 60,
    });
    // What the screen asks about before moving: this one and the later ones, as they are now.
    const listed = await call(
      'GET',
      `/api/appointments/${ids[2]}/series?scope=following`,
      pro.token,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((a: { id: string }) => a.id)).toEqual(ids.slice(2));
    const clash = await call(
      'PATCH',
      `/api/appointments/${ids[2]}/series?scope=following`,
      admin.token,
      {
        startTime: at(addDays(first, 14), '11:00'),
      },
    );
    expect(clash.statusCode).toBe(409);
    expect(
      (await rowsOf(pro.id)).filter((r) => r.seriesId).map((r) => r.startTime.toISOString()),
    ).toEqual([0, 7, 14, 21, 28].map((days) => at(addDays(first, days), '09:00')));
    const moved = await call(
      'PATCH',
      `/api/appointments/${ids[2]}/series?scope=following`,
      admin.token,
      {
        startTime: at(addDays(first, 14), '10:00'),
      },
    );
    expect(moved.statusCode).toBe(200);
    expect(
      (await rowsOf(pro.id)).filter((r) => r.seriesId).map((r) => r.startTime.toISOString()),
    ).toEqual([
      at(first, '09:00'),
      at(addDays(first, 7), '09:00'),
      at(addDays(first, 14), '10:00'),
      at(addDays(first, 21), '10:00'),
      at(addDays(first, 28), '10:00'),
    ]);
    const cancelled = await call(
      'DELETE',
      `/api/appointments/${ids[3]}/series?scope=following`,
      admin.token,
    );
    expect(cancelled.statusCode).toBe(204);
    expect((await rowsOf(pro.id)).filter((r) => r.seriesId).map((r) => r.id)).toEqual(
      ids.slice(0, 3),
    );
    const [row] = await t.db
      .select()
      .from(appointmentSeries)
      .where(eq(appointmentSeries.userId, pro.id));
    expect(row?.intact).toBe(false);
    const cancelledLogs = await t.db
      .select()
      .from(webhookLogs)
      .where(eq(webhookLogs.eventType, 'appointment.cancelled'));
    const told = JSON.stringify(cancelledLogs.map((l) => l.payload));
    for (const id of ids.slice(3)) expect(told).toContain(id);
  });

  it('a professional books a series only for themselves, and touches no other office', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const other = await signedInProfessional(t, admin.user.organizationId, { name: 'Carla Dias' });
    const body = {
      startTime: at(dateAhead(2), '09:00'),
      recurrence: { intervalWeeks: 1, count: 2 },
    };
    expect((await series(pro.token, { ...body, userId: other.id })).statusCode).toBe(403);
    const own = await series(pro.token, body);
    expect(own.statusCode).toBe(201);
    const id = own.json().appointments[0].id;
    const stranger = await registerAdmin(t);
    expect(
      (await call('DELETE', `/api/appointments/${id}/series?scope=following`, stranger.token))
        .statusCode,
    ).toBe(404);
    for (const token of [stranger.token, other.token]) {
      const listed = await call('GET', `/api/appointments/${id}/series?scope=following`, token);
      expect(listed.statusCode).toBe(404);
    }
    expect(
      (await call('DELETE', `/api/appointments/${id}/series?scope=following`, other.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await series(stranger.token, { ...body, userId: pro.id })).statusCode,
    ).toBeGreaterThanOrEqual(403);
    expect(await rowsOf(pro.id)).toHaveLength(2);
  });

  it('the .ics carries the RRULE while the series is unchanged, and each its own after', async () => {
    const { admin, pro } = await bookableProfessional(t);
    const first = dateAhead(2);
    const created = await series(admin.token, {
      userId: pro.id,
      startTime: at(first, '09:00'),
      recurrence: { intervalWeeks: 2, count: 3 },
    });
    expect(created.statusCode).toBe(201);
    const rows = await rowsOf(pro.id);
    const download = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/booking/manage/${token}/calendar.ics` });
    const whole = await download(rows[1]!.manageToken);
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=3');
    expect(whole.body).toContain(`UID:${created.json().id}@agendei`);
    expect(whole.body).toContain(
      `DTSTART:${at(first, '09:00').replace(/[-:]/g, '').slice(0, 15)}Z`,
    );
    // The invites told at creation carry it too.
    const logs = await t.db
      .select()
      .from(webhookLogs)
      .where(
        inArray(
          webhookLogs.appointmentId,
          rows.map((r) => r.id),
        ),
      );
    expect(logs.length).toBeGreaterThanOrEqual(3);
    for (const log of logs) {
      expect(JSON.stringify(log.payload)).toContain('FREQ=WEEKLY;INTERVAL=2;COUNT=3');
    }
    // One occurrence cancelled: the others download as themselves.
    expect((await call('DELETE', `/api/appointments/${rows[2]!.id}`, admin.token)).statusCode).toBe(
      204,
    );
    const own = await download(rows[1]!.manageToken);
    expect(own.body).not.toContain('RRULE');
    expect(own.body).toContain(`UID:${rows[1]!.id}@agendei`);
  });
});
