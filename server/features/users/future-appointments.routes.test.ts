import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createProfessional,
  registerAdmin,
  signedInProfessional,
} from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const book = (token: string, userId: string, start: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: bearer(token),
    payload: {
      clientName: 'Cliente',
      clientEmail: 'cliente@example.com',
      userId,
      startTime: new Date(start).toISOString(),
      duration: 60,
    },
  });
const futureOf = (token: string, userId: string) =>
  t.app.inject({ url: `/api/admin/users/${userId}/future-appointments`, headers: bearer(token) });

describe('GET /api/admin/users/:userId/future-appointments', () => {
  it("counts a professional's appointments ahead, which deactivation keeps and removal waits for", async () => {
    const admin = await registerAdmin(t);
    const pro = await createProfessional(t, admin.user.organizationId);
    const ahead = [];
    for (const days of [1, 2]) {
      const booked = await book(admin.token, pro.id, Date.now() + days * 24 * HOUR);
      expect(booked.statusCode).toBe(201);
      ahead.push(booked.json().id as string);
    }
    expect((await book(admin.token, pro.id, Date.now() - 48 * HOUR)).statusCode).toBe(201);

    const before = await futureOf(admin.token, pro.id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ count: 2 });

    // 'Desativar', offered instead: the professional is off, their appointments stay.
    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${pro.id}`,
      headers: bearer(admin.token),
      payload: { isActive: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ isActive: false });
    expect((await futureOf(admin.token, pro.id)).json()).toEqual({ count: 2 });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${pro.id}`,
      headers: bearer(admin.token),
    });
    expect(refused.statusCode).toBe(409);

    for (const id of ahead) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/appointments/${id}`,
        headers: bearer(admin.token),
      });
    }
    expect((await futureOf(admin.token, pro.id)).json()).toEqual({ count: 0 });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${pro.id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(204);
  });

  it("answers only the admin of the professional's office", async () => {
    const admin = await registerAdmin(t);
    const other = await registerAdmin(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    expect((await futureOf(other.token, pro.id)).statusCode).toBe(404);
    expect((await futureOf(pro.token, pro.id)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      url: `/api/admin/users/${pro.id}/future-appointments`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
