import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, users } from '../../db/schema.ts';
import { bearer, createProfessional, registerAdmin } from '@tests/helpers/factories.ts';
import { deliveredAccountEmails } from '@tests/helpers/account-emails.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/admin/register', () => {
  it('creates an organization with the registrant as its admin and starts a session', async () => {
    const response = await post('/api/auth/admin/register', {
      name: 'Dra. Márcia Conceição',
      email: 'Marcia@Example.com',
      password: 'segredo123',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      role: 'admin',
      email: 'marcia@example.com',
      bookingSlug: 'dra-marcia-conceicao',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const cookie = response.cookies.find((c) => c.name === 'agendei_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const [org] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, body.user.organizationId));
    expect(org?.name).toBe('Dra. Márcia Conceição');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, body.user.id));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it('numbers the booking slug when the name is taken', async () => {
    const a = await registerAdmin(t, { name: 'João Silva' });
    const b = await registerAdmin(t, { name: 'Joao Silva' });
    expect(a.user.bookingSlug).toBe('joao-silva');
    expect(b.user.bookingSlug).toBe('joao-silva-2');
  });

  it('answers a taken e-mail, whatever its case, like any other refusal, writes nothing and tells the owner by e-mail', async () => {
    const first = await registerAdmin(t);
    const before = await t.db.select({ n: count() }).from(organizations);
    const taken = await post('/api/auth/admin/register', {
      name: 'Outra Pessoa',
      email: first.user.email.toUpperCase(),
      password: 'segredo123',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      error: 'VALIDATION',
      message: 'Não foi possível criar sua conta. Email já cadastrado ou dados inválidos.',
    });
    expect(taken.body).not.toMatch(/já está cadastrado/);
    const after = await t.db.select({ n: count() }).from(organizations);
    expect(after[0]!.n).toBe(before[0]!.n);

    // The owner hears of it; the e-mail is written by the outbox worker.
    const mails = await deliveredAccountEmails(t, first.user.organizationId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: first.user.email,
      subject: 'Tentativa de cadastro com o seu e-mail',
    });
    expect(mails[0]!.textBody).toContain(
      'Alguém tentou criar uma conta no Agendei com o seu e-mail',
    );
    expect(mails[0]!.textBody).toContain('http://localhost:5000/esqueci-senha');
    expect(mails[0]!.textBody).toContain('http://localhost:5000/login');
  });

  it('tells the owner once a minute at most, however many times strangers try', async () => {
    const first = await registerAdmin(t);
    for (let i = 0; i < 3; i++) {
      const response = await post('/api/auth/admin/register', {
        name: 'Outra Pessoa',
        email: first.user.email,
        password: 'segredo123',
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await deliveredAccountEmails(t, first.user.organizationId)).toHaveLength(1);
  });

  it("refuses one of the commonest passwords with 'Essa senha é muito comum. Escolha outra.'", async () => {
    for (const password of ['123456', 'senha123', 'Segredo', 'qwerty', 'abcdef']) {
      const response = await post('/api/auth/admin/register', {
        name: 'Ana',
        email: `comum-${password}@example.com`,
        password,
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Essa senha é muito comum. Escolha outra.',
        fieldErrors: { password: 'Essa senha é muito comum. Escolha outra.' },
      });
    }
  });

  it('answers pt-BR field errors for a short password and a bad e-mail', async () => {
    const response = await post('/api/auth/admin/register', {
      name: 'X',
      email: 'nao-e-email',
      password: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION',
      fieldErrors: {
        email: 'E-mail inválido',
        password: 'A senha deve ter pelo menos 6 caracteres',
      },
    });
  });

  it.each([
    ['malformed JSON', '{"name": "Ana",', 'O corpo da requisição não é um JSON válido.'],
    ['wrong types', JSON.stringify({ name: 42, email: ['a'], password: true }), undefined],
    [
      'a huge name',
      JSON.stringify({
        name: 'a'.repeat(10_000),
        email: 'big@example.com',
        password: 'segredo123',
      }),
      'Texto muito longo',
    ],
    ['an empty body', '', undefined],
  ])('answers 400 in pt-BR for %s and writes nothing', async (_case, payload, message) => {
    const before = await t.db.select({ n: count() }).from(users);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/register',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('VALIDATION');
    if (message) expect(body.message).toBe(message);
    expect(body.message).toMatch(/[a-zà-ú]/i);
    const after = await t.db.select({ n: count() }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers 413 in pt-BR for a body over the limit', async () => {
    const response = await post('/api/auth/admin/register', { name: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('A requisição é grande demais.');
  });
});

describe('POST /api/auth/user/login', () => {
  it('signs in a professional with the right password, whatever the e-mail case', async () => {
    const admin = await registerAdmin(t);
    const pro = await createProfessional(t, admin.user.organizationId, {
      email: 'bruno@example.com',
    });
    const response = await post('/api/auth/user/login', {
      email: 'BRUNO@example.com',
      password: pro.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: pro.id, role: 'professional' });
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 message', async () => {
    const admin = await registerAdmin(t);
    const wrong = await post('/api/auth/user/login', {
      email: admin.user.email,
      password: 'errada123',
    });
    const unknown = await post('/api/auth/user/login', {
      email: 'ninguem@example.com',
      password: 'errada123',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email ou senha incorretos');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('refuses an inactive professional', async () => {
    const admin = await registerAdmin(t);
    const pro = await createProfessional(t, admin.user.organizationId, { isActive: false });
    const response = await post('/api/auth/user/login', {
      email: pro.email,
      password: pro.password,
    });
    expect(response.statusCode).toBe(403);
  });

  it('gives a browser-session cookie when "remember me" is off, and a 365-day one when on', async () => {
    const admin = await registerAdmin(t);
    const short = await post('/api/auth/user/login', {
      email: admin.user.email,
      password: admin.password,
      rememberMe: false,
    });
    const long = await post('/api/auth/user/login', {
      email: admin.user.email,
      password: admin.password,
      rememberMe: true,
    });
    expect(short.cookies[0]?.maxAge).toBeUndefined();
    expect(long.cookies[0]?.maxAge).toBe(365 * 24 * 60 * 60);
    const days = (Date.parse(long.json().expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
  });

  it('answers 400 for a missing password', async () => {
    const response = await post('/api/auth/user/login', { email: 'a@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.password).toBeTruthy();
  });
});

describe('sessions', () => {
  it('accepts the token as bearer header and as cookie, and revokes it on logout', async () => {
    const admin = await registerAdmin(t);
    const viaBearer = await t.app.inject({
      url: '/api/user/profile',
      headers: bearer(admin.token),
    });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json().email).toBe(admin.user.email);
    const viaCookie = await t.app.inject({
      url: '/api/user/profile',
      cookies: { agendei_session: admin.token },
    });
    expect(viaCookie.statusCode).toBe(200);

    const logout = await post('/api/auth/logout', undefined, bearer(admin.token));
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/user/profile', headers: bearer(admin.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Sessão expirada ou ausente. Faça login novamente.');
  });

  it('answers 401 without a session and for a forged token', async () => {
    expect((await t.app.inject({ url: '/api/user/profile' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/api/user/profile',
      headers: bearer('x'.repeat(43)),
    });
    expect(forged.statusCode).toBe(401);
    expect((await post('/api/auth/logout', undefined)).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const admin = await registerAdmin(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { agendei_session: admin.token },
      headers: { origin: 'https://evil.example', host: 'agendei.test' },
    });
    expect(response.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { agendei_session: admin.token },
      headers: { origin: 'https://agendei.test', host: 'agendei.test' },
    });
    expect(sameOrigin.statusCode).toBe(204);
  });

  it('stores only a hash of the token', async () => {
    const admin = await registerAdmin(t);
    const rows = await t.database.db.query.sessions.findMany({
      where: (s, { eq: is }) => is(s.userId, admin.user.id),
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.tokenHash !== admin.token && row.tokenHash.length === 64)).toBe(
      true,
    );
  });
});

describe('unknown API routes', () => {
  it('answer 404 JSON in pt-BR', async () => {
    const response = await t.app.inject({ url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Recurso não encontrado.');
  });
});

describe('guards', () => {
  it('answer 401 before looking at the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      payload: '{broken',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
  });
});
