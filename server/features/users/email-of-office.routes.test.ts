import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, usersMessages } from '@core/messages.ts';
import { bearer, createProfessional, registerAdmin } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

const LIMIT = 6;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: LIMIT });
});
afterAll(() => t.close());

let counter = 0;
const professional = (email: string) => ({
  name: 'Carla Dias',
  email,
  password: 'segredo-forte-1',
  title: 'Advogada',
});
const create = (token: string, email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: bearer(token),
    payload: professional(email),
    remoteAddress,
  });
const rename = (token: string, userId: string, email: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}`,
    headers: bearer(token),
    payload: { email },
  });

describe('an admin adding or editing a professional with an address that has an account', () => {
  it('hears that it is taken when the account is in their own office', async () => {
    const admin = await registerAdmin(t);
    const colleague = await createProfessional(t, admin.user.organizationId);
    const other = await createProfessional(t, admin.user.organizationId);
    const created = await create(admin.token, colleague.email);
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({
      message: authMessages.emailTaken,
      fieldErrors: { email: authMessages.emailTaken },
    });
    const renamed = await rename(admin.token, other.id, colleague.email);
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(authMessages.emailTaken);
  });

  it('is not told that an address of another office has an account', async () => {
    const owner = await registerAdmin(t);
    const stranger = await registerAdmin(t);
    const theirs = await createProfessional(t, stranger.user.organizationId);
    for (const email of [owner.user.email, `  ${owner.user.email.toUpperCase()}`]) {
      const created = await create(stranger.token, email);
      expect(created.statusCode, email).toBe(409);
      expect(created.json()).toMatchObject({
        message: usersMessages.emailUnavailable,
        fieldErrors: { email: usersMessages.emailUnavailable },
      });
      expect(created.body).not.toContain('cadastrado');
    }
    const renamed = await rename(stranger.token, theirs.id, owner.user.email);
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(usersMessages.emailUnavailable);
  });

  it('is limited per minute, so addresses cannot be probed at will', async () => {
    const admin = await registerAdmin(t);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const probe = await create(admin.token, `sonda-${++counter}@example.com`, '192.0.2.7');
      statuses.push(probe.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses[LIMIT]).toBe(429);
  });
});
