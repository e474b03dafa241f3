import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { bearer, signIn, signedInProfessional } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/password', headers: bearer(token), payload });

const profileStatus = async (token: string) =>
  (await t.app.inject({ url: '/api/user/profile', headers: bearer(token) })).statusCode;

const loginStatus = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { email, password },
    })
  ).statusCode;

describe('POST /api/user/password', () => {
  it('refuses a wrong current password with a pt-BR error on that field and changes nothing', async () => {
    const pro = await signedInProfessional(t);
    const response = await changePassword(pro.token, {
      currentPassword: 'nao-e-essa',
      newPassword: 'Cafe-com-Leite-42',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION',
      message: 'A senha atual está incorreta.',
      fieldErrors: { currentPassword: 'A senha atual está incorreta.' },
    });
    expect(await loginStatus(pro.email, pro.password)).toBe(200);
    expect(await loginStatus(pro.email, 'Cafe-com-Leite-42')).toBe(401);
  });

  it('sets the new password, keeps this session and ends every other one', async () => {
    const pro = await signedInProfessional(t);
    const otherDevice = await signIn(t, pro);
    const response = await changePassword(pro.token, {
      currentPassword: pro.password,
      newPassword: 'Cafe-com-Leite-42',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'As outras sessões da sua conta foram encerradas.',
    });
    expect(await profileStatus(pro.token)).toBe(200);
    expect(await profileStatus(otherDevice)).toBe(401);
    expect(await loginStatus(pro.email, pro.password)).toBe(401);
    expect(await loginStatus(pro.email, 'Cafe-com-Leite-42')).toBe(200);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, pro.id), eq(auditLog.action, 'update')));
    expect(audits.map((entry) => entry.after)).toEqual([{ passwordChanged: true }]);
    expect(JSON.stringify(audits)).not.toContain('Cafe-com-Leite-42');
  });

  it("refuses one of the commonest passwords with 'Essa senha é muito comum. Escolha outra.'", async () => {
    const pro = await signedInProfessional(t);
    const response = await changePassword(pro.token, {
      currentPassword: pro.password,
      newPassword: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      newPassword: 'Essa senha é muito comum. Escolha outra.',
    });
    expect(await loginStatus(pro.email, pro.password)).toBe(200);
  });

  it('refuses the current password as the new one, and one under 6 characters', async () => {
    const pro = await signedInProfessional(t);
    const same = await changePassword(pro.token, {
      currentPassword: pro.password,
      newPassword: pro.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors).toEqual({
      newPassword: 'A nova senha deve ser diferente da atual.',
    });
    const short = await changePassword(pro.token, {
      currentPassword: pro.password,
      newPassword: 'a1b2',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.newPassword).toBe('A senha deve ter pelo menos 6 caracteres');
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      payload: { currentPassword: 'x', newPassword: 'Cafe-com-Leite-42' },
    });
    expect(response.statusCode).toBe(401);
  });
});
