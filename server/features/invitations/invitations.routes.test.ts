import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, webhookLogs } from '../../db/schema.ts';
import { deliveredAccountEmails } from '@tests/helpers/account-emails.ts';
import { bearer, registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { hashSessionToken } from '../auth/session-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVALID_LINK =
  'Este convite não vale mais: ele já foi usado, foi cancelado ou expirou. Peça um novo convite ao administrador do escritório.';

let counter = 0;
const newAddress = () => `convidada-${Date.now().toString(36)}${counter++}@example.com`;

type Admin = Awaited<ReturnType<typeof registerAdmin>>;

const invite = (admin: Admin, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/invitations',
    headers: bearer(admin.token),
    payload: { name: 'Carla Mendes', role: 'professional', title: 'Direito do Trabalho', ...body },
  });

const act = (admin: Admin, id: string, action: 'resend' | 'revoke') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/invitations/${id}/${action}`,
    headers: bearer(admin.token),
  });

const listOf = async (admin: Admin) =>
  (
    await t.app.inject({ url: '/api/admin/invitations', headers: bearer(admin.token) })
  ).json() as Array<{ id: string; status: string; email: string }>;

const accept = (token: string, password = 'Cafe-com-Leite-42') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/invitation/accept',
    payload: { token, password },
  });

/** The outbox runs as the worker would; the e-mails to `email` of the office, oldest first. */
async function mailsTo(admin: Admin, email: string) {
  const mails = await deliveredAccountEmails(t, admin.user.organizationId);
  return mails.filter((mail) => mail.toAddress === email);
}

function linkTokenIn(text: string): string {
  const token = /\/aceitar-convite\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation link in: ${text}`);
  return token;
}

/** An admin, an invitation of theirs and the token of the link its e-mail brought. */
async function invitedWithLink(body: Record<string, unknown> = {}) {
  const admin = await registerAdmin(t, { organizationName: 'Mendes & Lima Advocacia' });
  const email = newAddress();
  const response = await invite(admin, { email, ...body });
  expect(response.statusCode).toBe(202);
  const [mail] = await mailsTo(admin, email);
  return {
    admin,
    email,
    id: response.json().id as string,
    mail,
    token: linkTokenIn(mail!.textBody),
  };
}

describe('inviting by e-mail', () => {
  it('sends a one-time link through the outbox; accepting sets the password and signs in', async () => {
    const { admin, email, id, mail, token } = await invitedWithLink({ role: 'admin' });
    expect(mail!.subject).toBe('Convite para a equipe de Mendes & Lima Advocacia no Agendei');
    expect(mail!.textBody).toContain('O link vale por 7 dias e pode ser usado uma única vez.');
    expect(mail!.textBody).toContain('Administrador(a)');
    // Only the hash is kept, and the outbox row never held the secret.
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, id));
    expect(stored!.tokenHash).toBe(hashSessionToken(token));
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const rows = await t.db.select().from(webhookLogs).where(eq(webhookLogs.url, email));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation',
      payload: { token },
    });
    expect(preview.json()).toEqual({
      email,
      name: 'Carla Mendes',
      organizationName: 'Mendes & Lima Advocacia',
    });

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(201);
    const session = accepted.json();
    expect(session.user).toMatchObject({
      email,
      name: 'Carla Mendes',
      role: 'admin',
      title: 'Direito do Trabalho',
      organizationId: admin.user.organizationId,
    });
    expect(accepted.cookies.some((cookie) => cookie.name === 'agendei_session')).toBe(true);
    const profile = await t.app.inject({
      url: '/api/user/profile',
      headers: bearer(session.token),
    });
    expect(profile.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { email, password: 'Cafe-com-Leite-42' },
    });
    expect(login.statusCode).toBe(200);
    expect((await listOf(admin)).find((row) => row.id === id)?.status).toBe('accepted');

    // The link is spent: a second use is refused, and so is a preview.
    const again = await accept(token, 'Outra-Senha-Boa-7');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_LINK);
    const previewAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation',
      payload: { token },
    });
    expect(previewAgain.statusCode).toBe(400);
  });

  it('refuses a too-common password without spending the link', async () => {
    const { token } = await invitedWithLink();
    const common = await accept(token, 'senha123');
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors).toEqual({
      password: 'Essa senha é muito comum. Escolha outra.',
    });
    expect((await accept(token)).statusCode).toBe(201);
  });

  it('refuses an expired link with the same words as an unknown one, and lists it as expired', async () => {
    const { admin, id, token } = await invitedWithLink();
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    const expired = await accept(token);
    const unknown = await accept('x'.repeat(43));
    for (const response of [expired, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID_LINK);
    }
    expect((await listOf(admin)).find((row) => row.id === id)?.status).toBe('expired');
  });

  it('resends with a new link that works while the old one is dead', async () => {
    const { admin, email, id, token: oldToken } = await invitedWithLink();
    const resent = await act(admin, id, 'resend');
    expect(resent.statusCode).toBe(202);
    expect(resent.json().status).toBe('pending');
    // Dead at once, even before the new e-mail is written.
    expect((await accept(oldToken)).statusCode).toBe(400);
    const mails = await mailsTo(admin, email);
    expect(mails).toHaveLength(2);
    const newToken = linkTokenIn(mails[1]!.textBody);
    expect(newToken).not.toBe(oldToken);
    expect((await accept(oldToken)).statusCode).toBe(400);
    expect((await accept(newToken)).statusCode).toBe(201);
  });

  it('sends only the latest e-mail when resent before the first went out', async () => {
    const admin = await registerAdmin(t);
    const email = newAddress();
    const { id } = (await invite(admin, { email })).json();
    expect((await act(admin, id, 'resend')).statusCode).toBe(202);
    const mails = await mailsTo(admin, email);
    expect(mails).toHaveLength(1);
    const rows = await t.db.select().from(webhookLogs).where(eq(webhookLogs.url, email));
    expect(rows.map((row) => row.status).sort()).toEqual(['cancelled', 'not_sent']);
    expect((await accept(linkTokenIn(mails[0]!.textBody))).statusCode).toBe(201);
  });

  it('revokes: the link is refused and the list says so', async () => {
    const { admin, id, token } = await invitedWithLink();
    const revoked = await act(admin, id, 'revoke');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().status).toBe('revoked');
    expect((await accept(token)).json().message).toBe(INVALID_LINK);
    expect((await act(admin, id, 'resend')).statusCode).toBe(409);
    expect((await listOf(admin)).find((row) => row.id === id)?.status).toBe('revoked');
  });

  it("keeps another office's admin from seeing, resending or revoking it", async () => {
    const { admin, id, token } = await invitedWithLink();
    const other = await registerAdmin(t);
    expect(await listOf(other)).toEqual([]);
    expect((await act(other, id, 'revoke')).statusCode).toBe(404);
    expect((await act(other, id, 'resend')).statusCode).toBe(404);
    expect((await listOf(admin)).find((row) => row.id === id)?.status).toBe('pending');
    expect((await accept(token)).statusCode).toBe(201);
  });

  it('lets no professional invite, list, resend or revoke', async () => {
    const { admin, id } = await invitedWithLink();
    const pro = await signedInProfessional(t, admin.user.organizationId);
    const headers = bearer(pro.token);
    const responses = await Promise.all([
      t.app.inject({ url: '/api/admin/invitations', headers }),
      t.app.inject({
        method: 'POST',
        url: '/api/admin/invitations',
        headers,
        payload: { email: newAddress(), name: 'X', role: 'admin' },
      }),
      t.app.inject({ method: 'POST', url: `/api/admin/invitations/${id}/resend`, headers }),
      t.app.inject({ method: 'POST', url: `/api/admin/invitations/${id}/revoke`, headers }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
  });

  it("refuses an address of the office's own users or live invitations with a clear 409", async () => {
    const { admin, email } = await invitedWithLink();
    const pending = await invite(admin, { email: email.toUpperCase() });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().fieldErrors.email).toBe(
      'Já existe um convite pendente para este e-mail. Reenvie-o na lista de convites.',
    );
    const pro = await signedInProfessional(t, admin.user.organizationId);
    const member = await invite(admin, { email: pro.email });
    expect(member.statusCode).toBe(409);
    expect(member.json().fieldErrors.email).toBe('Este e-mail já está cadastrado.');
    const badRole = await invite(admin, { email: newAddress(), role: 'dono' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().fieldErrors.role).toBe('Escolha um papel da lista.');
  });

  it('answers an address with an account in another office exactly as a free one; only its owner is told, with no link', async () => {
    const elsewhere = await registerAdmin(t);
    const admin = await registerAdmin(t, { organizationName: 'Escritório Tavares' });
    const taken = await invite(admin, { email: elsewhere.user.email });
    const free = await invite(admin, { email: newAddress() });
    expect(taken.statusCode).toBe(202);
    expect(free.statusCode).toBe(202);
    const shape = (body: Record<string, unknown>) => ({
      ...body,
      id: '',
      email: '',
      sentAt: '',
      expiresAt: '',
    });
    expect(shape(taken.json())).toEqual(shape(free.json()));
    const statuses = (await listOf(admin)).map((row) => row.status);
    expect(statuses).toEqual(['pending', 'pending']);

    const [mail] = await mailsTo(admin, elsewhere.user.email);
    expect(mail!.subject).toBe('Convite de Escritório Tavares no Agendei');
    expect(mail!.textBody).toContain('este e-mail já tem uma conta');
    expect(mail!.textBody).not.toContain('aceitar-convite');
    const [stored] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, taken.json().id));
    expect(stored!.tokenHash).toBeNull();
  });
});
