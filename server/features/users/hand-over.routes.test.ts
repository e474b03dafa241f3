import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, bookingMessages, usersMessages } from '@core/messages.ts';
import { appointments, auditLog, webhookLogs } from '../../db/schema.ts';
import { bearer, registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { at, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A lawyer of the office with an area and 09:00–12:00 every day, set through the real API. */
async function lawyer(organizationId: string, name: string, area: string) {
  const pro = await signedInProfessional(t, organizationId, { name });
  const profile = await t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers: bearer(pro.token),
    payload: { areas: [area], bufferTime: 0 },
  });
  expect(profile.statusCode).toBe(200);
  for (const dayOfWeek of [0, 1, 2, 3, 4, 5, 6]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/availability',
      headers: bearer(pro.token),
      payload: { dayOfWeek, startTime: '09:00', endTime: '12:00', appointmentDuration: 60 },
    });
    expect(response.statusCode).toBe(201);
  }
  return pro;
}

async function office() {
  const admin = await registerAdmin(t);
  const ana = await lawyer(admin.user.organizationId, 'Ana Prado', 'Família');
  const bia = await lawyer(admin.user.organizationId, 'Bia Costa', 'Trabalhista');
  return { admin, ana, bia };
}

const setActive = (token: string, userId: string, isActive: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}`,
    headers: bearer(token),
    payload: { isActive },
  });

const book = async (token: string, userId: string, startTime: string, client = 'Carla') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: bearer(token),
    payload: {
      clientName: client,
      clientEmail: `${client.toLowerCase()}@example.com`,
      userId,
      startTime,
      duration: 60,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
};

const transfer = (token: string, userId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/transfer-appointments`,
    headers: bearer(token),
    payload,
  });

const ownerOf = async (ids: string[]) => {
  const rows = await t.db
    .select({ id: appointments.id, userId: appointments.userId })
    .from(appointments)
    .where(inArray(appointments.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.userId]));
};

const clientEmails = (ids: string[]) =>
  t.db
    .select({ appointmentId: webhookLogs.appointmentId, payload: webhookLogs.payload })
    .from(webhookLogs)
    .where(
      and(
        inArray(webhookLogs.appointmentId, ids),
        eq(webhookLogs.channel, 'email'),
        eq(webhookLogs.subscriber, 'client'),
        eq(webhookLogs.eventType, 'appointment.updated'),
      ),
    );

describe("'Desativar' and 'Reativar'", () => {
  it('end the sessions, refuse the login and close the public pages; reactivating opens them again', async () => {
    const { admin, ana, bia } = await office();
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { email: ana.email, password: ana.password },
      });
    const signedIn = await login();
    const cookie = signedIn.cookies.find((c) => c.name === 'agendei_session')!.value;
    const withCookie = () =>
      t.app.inject({ url: '/api/user/profile', cookies: { agendei_session: cookie } });
    expect((await withCookie()).statusCode).toBe(200);
    const slug = (
      await t.app.inject({ url: '/api/user/profile', headers: bearer(ana.token) })
    ).json().bookingSlug as string;
    const sharedPage = async () =>
      (await t.app.inject({ url: `/api/booking/shared/admin/${admin.user.id}` })).json();
    const day = dateAhead(3);
    const anySlots = () =>
      t.app.inject({
        url: `/api/slots/any?adminId=${admin.user.id}&area=Fam%C3%ADlia&from=${day}&to=${day}`,
      });
    expect((await anySlots()).statusCode).toBe(200);

    expect((await setActive(admin.token, ana.id, false)).statusCode).toBe(200);

    expect((await withCookie()).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/user/profile', headers: bearer(ana.token) })).statusCode,
    ).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(authMessages.inactiveUser);
    for (const url of [`/api/booking/personal/${slug}`, `/api/booking/${slug}`]) {
      const closed = await t.app.inject({ url });
      expect(closed.statusCode).toBe(404);
      expect(closed.json()).toMatchObject({
        message: bookingMessages.professionalInactiveTitle,
        inactive: true,
        organizationName: expect.any(String),
      });
    }
    const shared = await sharedPage();
    expect(shared.professionals.map((p: { id: string }) => p.id)).toEqual([bia.id]);
    expect(shared.anyProfessional.areas).toEqual(['Trabalhista']);
    expect((await anySlots()).statusCode).toBe(404);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(ana.id, at(day, '10:00')),
    });
    expect(booked.statusCode).toBe(404);
    // An unknown slug stays a plain 'not found'.
    const unknown = await t.app.inject({ url: '/api/booking/personal/ninguem-aqui' });
    expect(unknown.json()).toMatchObject({ message: bookingMessages.linkNotFoundTitle });
    expect(unknown.json().inactive).toBeUndefined();

    expect((await setActive(admin.token, ana.id, true)).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/booking/personal/${slug}` })).statusCode).toBe(200);
    const reopened = await sharedPage();
    expect(reopened.professionals.map((p: { id: string }) => p.id).sort()).toEqual(
      [ana.id, bia.id].sort(),
    );
    expect(reopened.anyProfessional.areas).toEqual(['Família', 'Trabalhista']);
    expect((await anySlots()).statusCode).toBe(200);
  });
});

describe("'Transferir agendamentos'", () => {
  it('previews, then moves the free ones, names the clashes and tells each moved client once', async () => {
    const { admin, ana, bia } = await office();
    const day = dateAhead(2);
    const next = dateAhead(3);
    const free = await book(admin.token, ana.id, at(day, '09:00'), 'Carla');
    const taken = await book(admin.token, ana.id, at(day, '10:00'), 'Davi');
    const late = await book(admin.token, ana.id, at(day, '13:00'), 'Eva');
    const again = await book(admin.token, ana.id, at(next, '11:00'), 'Carla');
    const past = await book(admin.token, ana.id, at(dateAhead(-2), '09:00'), 'Fabio');
    await book(admin.token, bia.id, at(day, '10:00'), 'Gil');
    const mine = [free, taken, late, again, past];

    const preview = await transfer(admin.token, ana.id, { toUserId: bia.id, dryRun: true });
    expect(preview.statusCode).toBe(200);
    const [d, m, y] = [day.slice(8), day.slice(5, 7), day.slice(0, 4)];
    const expected = {
      toUserId: bia.id,
      moved: [
        { appointmentId: free, clientName: 'Carla', when: `${d}/${m}/${y} 09:00` },
        { appointmentId: again, clientName: 'Carla' },
      ],
      clashes: [
        { appointmentId: taken, when: `${d}/${m}/${y} 10:00`, reason: expect.any(String) },
        { appointmentId: late, when: `${d}/${m}/${y} 13:00`, reason: expect.any(String) },
      ],
    };
    expect(preview.json()).toMatchObject({ ...expected, dryRun: true });
    expect(preview.json().clashes[1].reason).not.toBe(preview.json().clashes[0].reason);
    // The preview wrote nothing: no move, no e-mail, no audit.
    expect(Object.values(await ownerOf(mine))).toEqual(mine.map(() => ana.id));
    expect(await clientEmails(mine)).toHaveLength(0);

    const done = await transfer(admin.token, ana.id, { toUserId: bia.id });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ ...expected, dryRun: false });
    expect(await ownerOf(mine)).toEqual({
      [free]: bia.id,
      [again]: bia.id,
      [taken]: ana.id,
      [late]: ana.id,
      [past]: ana.id,
    });
    const emails = await clientEmails(mine);
    expect(emails.map((row) => row.appointmentId).sort()).toEqual([free, again].sort());
    for (const row of emails) {
      expect(row.payload).toMatchObject({ data: { professionalName: 'Bia Costa' } });
    }
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, ana.id)));
    expect(audit.map((row) => row.after)).toContainEqual({
      transferredTo: bia.id,
      moved: [free, again],
      clashes: [taken, late],
    });

    // Asked again, only the clashes are left, and nobody is told twice.
    const rerun = await transfer(admin.token, ana.id, { toUserId: bia.id });
    expect(rerun.json()).toMatchObject({
      moved: [],
      clashes: [{ appointmentId: taken }, { appointmentId: late }],
    });
    expect(await clientEmails(mine)).toHaveLength(2);
  });

  it('under a concurrent booking of the same time, exactly one gets it and nothing is half-written', async () => {
    const { admin, ana, bia } = await office();
    const day = dateAhead(4);
    const quiet = await book(admin.token, ana.id, at(day, '09:00'), 'Helena');
    const contested = await book(admin.token, ana.id, at(day, '10:00'), 'Igor');
    const [moved, booked] = await Promise.all([
      transfer(admin.token, ana.id, { toUserId: bia.id }),
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/public',
        payload: publicBooking(bia.id, at(day, '10:00'), { clientEmail: 'joana@example.com' }),
      }),
    ]);
    expect(moved.statusCode).toBe(200);
    const biaAtTen = await t.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.userId, bia.id),
          eq(appointments.startTime, new Date(at(day, '10:00'))),
        ),
      );
    expect(biaAtTen).toHaveLength(1);
    if (booked.statusCode === 201) {
      expect(moved.json().clashes).toMatchObject([{ appointmentId: contested }]);
      expect(await ownerOf([contested])).toEqual({ [contested]: ana.id });
    } else {
      expect(booked.statusCode).toBe(409);
      expect(biaAtTen[0]!.id).toBe(contested);
    }
    expect(await ownerOf([quiet])).toEqual({ [quiet]: bia.id });
    expect((await clientEmails([quiet])).length).toBe(1);
  });

  it('is the admin’s alone: a professional gets 403, another office 404, and a bad colleague 400 with nothing written', async () => {
    const { admin, ana, bia } = await office();
    const other = await registerAdmin(t);
    const stranger = await lawyer(other.user.organizationId, 'Outra Pessoa', 'Cível');
    const appointment = await book(admin.token, ana.id, at(dateAhead(2), '09:00'));
    expect((await transfer(bia.token, ana.id, { toUserId: bia.id })).statusCode).toBe(403);
    expect((await transfer(other.token, ana.id, { toUserId: stranger.id })).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${ana.id}/transfer-appointments`,
      payload: { toUserId: bia.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const toStranger = await transfer(admin.token, ana.id, { toUserId: stranger.id });
    expect(toStranger.statusCode).toBe(400);
    expect(toStranger.json().fieldErrors).toEqual({
      toUserId: usersMessages.transferTargetUnavailable,
    });
    expect((await transfer(admin.token, ana.id, { toUserId: ana.id })).json().message).toBe(
      usersMessages.transferToSelf,
    );
    expect((await setActive(admin.token, bia.id, false)).statusCode).toBe(200);
    expect((await transfer(admin.token, ana.id, { toUserId: bia.id })).statusCode).toBe(400);
    expect((await transfer(admin.token, ana.id, {})).json().message).toBe(
      usersMessages.transferTargetRequired,
    );
    expect(await ownerOf([appointment])).toEqual({ [appointment]: ana.id });
  });
});
