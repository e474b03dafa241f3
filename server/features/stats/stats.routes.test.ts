import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, weekdayOf, zonedDateTime } from '@core/scheduling/local-date.ts';
import { bearer, registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { at } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (token: string, userId: string, startTime: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: bearer(token),
    payload: { clientName: 'Cliente', clientEmail: 'c@example.com', userId, startTime },
  });

describe('GET /api/admin/stats', () => {
  it("counts the organization with SQL aggregates: today, week, month, total, top professional, the week's kept share", async () => {
    const admin = await registerAdmin(t);
    const other = await registerAdmin(t);
    const ana = await signedInProfessional(t, admin.user.organizationId, { name: 'Ana' });
    const bia = await signedInProfessional(t, admin.user.organizationId, { name: 'Bia' });
    const today = zonedDateTime(Date.now(), 'America/Sao_Paulo').date;
    const weekStart = addDays(today, -weekdayOf(today));
    await create(admin.token, ana.id, at(today, '23:00'));
    await create(admin.token, ana.id, at(weekStart, '01:00'));
    await create(admin.token, bia.id, at(addDays(weekStart, 6), '22:00'));
    const far = await create(admin.token, bia.id, at(addDays(today, 60), '10:00'));
    const cancelled = await create(admin.token, bia.id, at(addDays(today, 61), '10:00'));
    await t.app.inject({
      method: 'DELETE',
      url: `/api/appointments/${cancelled.json().id}`,
      headers: bearer(admin.token),
    });
    await create(other.token, other.user.id, at(today, '23:00'));
    expect(far.statusCode).toBe(201);

    const response = await t.app.inject({ url: '/api/admin/stats', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toMatchObject({
      totalUsers: 3,
      activeProfessionals: 3,
      totalAppointments: 4,
      weekAppointments: 3,
      dailyAverage: 0.4,
      mostActiveProfessional: { id: ana.id, name: 'Ana', count: 2 },
      // The cancelled one was for another month: this week's bookings all stand.
      weekCancelled: 0,
      weekKeptRate: 100,
    });
    expect(stats.appointmentsToday).toBeGreaterThanOrEqual(1);
    expect(stats.monthAppointments).toBeGreaterThanOrEqual(1);
  });

  it('gives no kept share to a new office without appointments (never a false 100%)', async () => {
    const admin = await registerAdmin(t);
    const response = await t.app.inject({ url: '/api/admin/stats', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalAppointments: 0, weekKeptRate: null });
  });

  it('rates only the bookings for this week: of those, the share not cancelled since', async () => {
    const admin = await registerAdmin(t);
    const other = await registerAdmin(t);
    const today = zonedDateTime(Date.now(), 'America/Sao_Paulo').date;
    const weekStart = addDays(today, -weekdayOf(today));
    const cancel = async (token: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/appointments/${id}`, headers: bearer(token) });
    for (const time of ['01:00', '02:00', '03:00']) {
      expect((await create(admin.token, admin.user.id, at(weekStart, time))).statusCode).toBe(201);
    }
    const cancelledThisWeek = await create(admin.token, admin.user.id, at(weekStart, '04:00'));
    await cancel(admin.token, cancelledThisWeek.json().id);
    // Cancellations of other weeks and of another office are not this week's.
    for (const days of [-10, 40]) {
      const elsewhere = await create(admin.token, admin.user.id, at(addDays(today, days), '10:00'));
      await cancel(admin.token, elsewhere.json().id);
    }
    await create(admin.token, admin.user.id, at(addDays(today, 40), '11:00'));
    const theirs = await create(other.token, other.user.id, at(weekStart, '05:00'));
    await cancel(other.token, theirs.json().id);

    const response = await t.app.inject({ url: '/api/admin/stats', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalAppointments: 4,
      weekAppointments: 3,
      weekCancelled: 1,
      weekKeptRate: 75,
      dailyAverage: 0.4,
    });
  });

  it('has no kept share for a week with nothing booked, whatever other weeks hold', async () => {
    const admin = await registerAdmin(t);
    const today = zonedDateTime(Date.now(), 'America/Sao_Paulo').date;
    await create(admin.token, admin.user.id, at(addDays(today, 40), '10:00'));
    const response = await t.app.inject({ url: '/api/admin/stats', headers: bearer(admin.token) });
    expect(response.json()).toMatchObject({
      totalAppointments: 1,
      weekAppointments: 0,
      weekCancelled: 0,
      weekKeptRate: null,
    });
  });

  it('is for admins only', async () => {
    const admin = await registerAdmin(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    expect((await t.app.inject({ url: '/api/admin/stats' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/stats', headers: bearer(pro.token) })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/admin/stats/attendance (decision 083)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each professional the real confirmation and no-show rates of the month, null when nothing counts', async () => {
    const admin = await registerAdmin(t);
    const other = await registerAdmin(t);
    const ana = await signedInProfessional(t, admin.user.organizationId, { name: 'Ana' });
    const bia = await signedInProfessional(t, admin.user.organizationId, { name: 'Bia' });
    const today = zonedDateTime(Date.now(), 'America/Sao_Paulo').date;
    const monthStart = `${today.slice(0, 8)}01`;
    // The appointments sit at 00:00–00:15 of the month's first day and are marked as held, which
    // only a started appointment may be: in those first 15 minutes the clock moves on to 00:15
    // (Date alone; timers, the app and the database run as they do).
    const firstQuarterEnd = Date.parse(at(monthStart, '00:15'));
    if (Date.now() < firstQuarterEnd) {
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(firstQuarterEnd);
    }
    const book = async (token: string, userId: string, time: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: bearer(token),
        payload: {
          clientName: 'Cliente',
          clientEmail: 'c@example.com',
          userId,
          startTime: at(monthStart, time),
          duration: 5,
        },
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    const mark = (id: string, status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/appointments/${id}/status`,
        headers: bearer(admin.token),
        payload: { status },
      });
    const first = await book(admin.token, ana.id, '00:00');
    const second = await book(admin.token, ana.id, '00:05');
    const third = await book(admin.token, ana.id, '00:10');
    await book(admin.token, bia.id, '00:00');
    await book(other.token, other.user.id, '00:00');
    expect((await mark(first, 'confirmed')).statusCode).toBe(200);
    expect((await mark(first, 'attended')).statusCode).toBe(200);
    expect((await mark(second, 'no_show')).statusCode).toBe(200);
    expect((await mark(third, 'attended')).statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats/attendance?period=month',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ period: 'month', from: monthStart });
    expect(response.json().professionals).toEqual([
      {
        id: ana.id,
        name: 'Ana',
        booked: 3,
        confirmed: 1,
        attended: 2,
        noShow: 1,
        confirmationRate: 33.3,
        noShowRate: 33.3,
      },
      {
        id: bia.id,
        name: 'Bia',
        booked: 1,
        confirmed: 0,
        attended: 0,
        noShow: 0,
        confirmationRate: 0,
        noShowRate: null,
      },
    ]);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats/attendance?period=week',
      headers: bearer((await registerAdmin(t)).token),
    });
    expect(empty.json().professionals).toEqual([]);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats/attendance',
      headers: bearer(ana.token),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
