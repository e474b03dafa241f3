import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProfessional, registerAdmin, signIn } from '@tests/helpers/factories.ts';
import { openSse, sessionCookie } from '@tests/helpers/sse-client.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { hashSessionToken } from '../features/auth/session-token.ts';
import { passwordResetTokens } from '../db/schema.ts';

type Stream = Awaited<ReturnType<typeof openSse>>;

let t: TestApp;
let base: string;
const opened: Stream[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  opened.forEach((stream) => stream.close());
  await t.close();
});

/** A live-update stream of a session, as the browser opens it (the session cookie). */
async function streamOf(token: string) {
  const stream = await openSse(`${base}/api/notifications/stream`, sessionCookie(token));
  opened.push(stream);
  expect(stream.status).toBe(200);
  await stream.waitFor((message) => message.type === 'connection_established');
  return stream;
}

/** A professional signed in twice (two browsers), with a stream open in each. */
async function professionalInTwoBrowsers() {
  const admin = await registerAdmin(t);
  const pro = await createProfessional(t, admin.user.organizationId);
  const first = await signIn(t, pro);
  const second = await signIn(t, pro);
  return { admin, pro, first, second, streams: [await streamOf(first), await streamOf(second)] };
}

/** How long a stream that should end may take; those that should not are looked at after. */
const WAIT_MS = 2000;
/** The bus tells every stream at once: once the ended ones ended, the others had their chance. */
const GRACE_MS = 200;
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** Whether each stream ended (and said so first); `expected` says which should. */
async function endedOf(streams: Stream[], expected: boolean[]) {
  await Promise.all(streams.filter((_, i) => expected[i]).map((s) => s.endsWithin(WAIT_MS)));
  const ended = await Promise.all(streams.map((stream) => stream.endsWithin(GRACE_MS)));
  streams.forEach((stream, i) => {
    const said = stream.received.some((message) => message.type === 'session_ended');
    expect(said, `stream ${i}`).toBe(ended[i]);
  });
  return ended;
}

describe('a live-update stream ends with its session', () => {
  it('on logout: that session’s stream ends and hears nothing more; the other browser’s stays', async () => {
    const { admin, pro, first, streams } = await professionalInTwoBrowsers();
    expect((await post('/api/auth/logout', first)).statusCode).toBe(204);
    expect(await endedOf(streams, [true, false])).toEqual([true, false]);
    const booked = await post('/api/appointments', admin.token, {
      userId: pro.id,
      clientName: 'Ana Lima',
      clientEmail: 'ana@example.com',
      startTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await streams[1]!.waitFor((message) => message.type === 'appointment_created');
    expect(streams[0]!.received.map((message) => message.type)).not.toContain(
      'appointment_created',
    );
  });

  it('on a password change: every other session’s stream ends, the changer’s stays', async () => {
    const { pro, second, streams } = await professionalInTwoBrowsers();
    const changed = await post('/api/user/password', second, {
      currentPassword: pro.password,
      newPassword: 'outra-senha-forte-42',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await endedOf(streams, [true, false])).toEqual([true, false]);
  });

  it('on a password reset: every stream of the user ends', async () => {
    const { pro, admin, streams } = await professionalInTwoBrowsers();
    const token = randomBytes(24).toString('base64url');
    await t.db.insert(passwordResetTokens).values({
      organizationId: admin.user.organizationId,
      userId: pro.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'nova-senha-forte-42' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await endedOf(streams, [true, true])).toEqual([true, true]);
  });

  it.each([
    ['the admin sets a new password', { password: 'senha-do-admin-42' }],
    ['the admin deactivates the professional', { isActive: false }],
  ])('when %s: every stream of the user ends, the admin’s stays', async (_when, change) => {
    const { pro, admin, streams } = await professionalInTwoBrowsers();
    const adminStream = await streamOf(admin.token);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${pro.id}`,
      headers: bearer(admin.token),
      payload: change,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await endedOf([...streams, adminStream], [true, true, false])).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('when the admin removes the professional: every stream of the user ends', async () => {
    const { pro, admin, streams } = await professionalInTwoBrowsers();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${pro.id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await endedOf(streams, [true, true])).toEqual([true, true]);
  });
});
