import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, webhookLogs } from '../../db/schema.ts';
import { deliveredAccountEmails, resetTokenIn } from '@tests/helpers/account-emails.ts';
import { bearer, createProfessional, registerAdmin, signIn } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { hashSessionToken } from './session-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });

const confirmReset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password },
  });

const loginStatus = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { email, password },
    })
  ).statusCode;

/** A professional who asked for a reset link, and the token of the link the e-mail brought. */
async function professionalWithResetLink(overrides: { isActive?: boolean } = {}) {
  const admin = await registerAdmin(t);
  const pro = await createProfessional(t, admin.user.organizationId, overrides);
  expect((await requestReset(pro.email)).statusCode).toBe(200);
  const mails = await deliveredAccountEmails(t, admin.user.organizationId);
  const mail = mails.find((email) => email.toAddress === pro.email);
  return { pro, mail, token: mail ? resetTokenIn(mail.textBody) : '' };
}

describe('POST /api/auth/password-reset', () => {
  it('answers an unknown address exactly as a known one, and only the known one gets an e-mail', async () => {
    const admin = await registerAdmin(t);
    const pro = await createProfessional(t, admin.user.organizationId);
    const known = await requestReset(pro.email.toUpperCase());
    const unknown = await requestReset('ninguem-aqui@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      message: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
    });

    const mails = await deliveredAccountEmails(t, admin.user.organizationId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ toAddress: pro.email, subject: 'Redefinir sua senha do Agendei' });
    expect(mail!.textBody).toContain('O link vale por 60 minutos e pode ser usado uma única vez.');
    expect(mail!.htmlBody).toContain('Criar nova senha');
    const token = resetTokenIn(mail!.textBody);
    expect(mail!.textBody).toContain(`http://localhost:5000/redefinir-senha?token=${token}`);

    // Only the token's hash is kept, and the outbox row never held the secret.
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, pro.id));
    expect(stored!.tokenHash).toBe(hashSessionToken(token));
    expect(stored!.tokenHash).not.toContain(token);
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);
    const rows = await t.db.select().from(webhookLogs).where(eq(webhookLogs.userId, pro.id));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sends nothing to an inactive professional, and still answers the same', async () => {
    const { mail } = await professionalWithResetLink({ isActive: false });
    expect(mail).toBeUndefined();
  });

  it('answers 400 in pt-BR for a malformed e-mail', async () => {
    const response = await requestReset('nao-e-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toBe('E-mail inválido');
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password once, and ends every session of the user', async () => {
    const { pro, token } = await professionalWithResetLink();
    const session = await signIn(t, pro);

    const done = await confirmReset(token, 'Cafe-com-Leite-42');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Entre com a sua nova senha.' });
    expect(await loginStatus(pro.email, 'Cafe-com-Leite-42')).toBe(200);
    expect(await loginStatus(pro.email, pro.password)).toBe(401);
    const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(session) });
    expect(profile.statusCode).toBe(401);

    const again = await confirmReset(token, 'Outra-Senha-Boa-7');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'Link inválido ou expirado. Peça um novo link para redefinir a senha.',
    );
    expect(await loginStatus(pro.email, 'Cafe-com-Leite-42')).toBe(200);
  });

  it('refuses an expired link and an unknown one with the same pt-BR message', async () => {
    const { pro, token } = await professionalWithResetLink();
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, pro.id));
    const expired = await confirmReset(token, 'Cafe-com-Leite-42');
    const unknown = await confirmReset('x'.repeat(43), 'Cafe-com-Leite-42');
    const empty = await confirmReset('', 'Cafe-com-Leite-42');
    for (const response of [expired, unknown, empty]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Link inválido ou expirado. Peça um novo link para redefinir a senha.',
      );
    }
    expect(await loginStatus(pro.email, pro.password)).toBe(200);
  });

  it('refuses one of the commonest passwords without spending the link', async () => {
    const { pro, token } = await professionalWithResetLink();
    const common = await confirmReset(token, 'senha123');
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors).toEqual({
      password: 'Essa senha é muito comum. Escolha outra.',
    });
    expect((await confirmReset(token, 'Cafe-com-Leite-42')).statusCode).toBe(200);
    expect(await loginStatus(pro.email, 'Cafe-com-Leite-42')).toBe(200);
  });

  it('closes a pending link when the password is changed in Configurações', async () => {
    const { pro, token } = await professionalWithResetLink();
    const session = await signIn(t, pro);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(session),
      payload: { currentPassword: pro.password, newPassword: 'Cafe-com-Leite-42' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirmReset(token, 'Outra-Senha-Boa-7')).statusCode).toBe(400);
  });
});
