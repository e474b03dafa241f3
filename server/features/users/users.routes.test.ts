import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog } from '../../db/schema.ts';
import { bearer, createProfessional, registerAdmin } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

const newPro = {
  name: 'Carla Dias',
  email: 'carla@example.com',
  password: 'segredo1',
  title: 'Advogada trabalhista',
};

describe('admin professionals', () => {
  it('creates a professional in the admin organization with defaults and an audit record', async () => {
    const admin = await registerAdmin(t);
    const response = await call('POST', '/api/admin/users', admin.token, {
      ...newPro,
      email: 'carla1@example.com',
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      role: 'professional',
      organizationId: admin.user.organizationId,
      // The admin has the palette's first colour (Azul): the next free one is Vermelho.
      color: '#cb2526',
      isActive: true,
      timezone: 'America/Sao_Paulo',
      bookingSlug: 'carla-dias',
      title: 'Advogada trabalhista',
    });
    const login = await call('POST', '/api/auth/user/login', undefined, {
      email: 'carla1@example.com',
      password: 'segredo1',
    });
    expect(login.statusCode).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audits[0]).toMatchObject({ action: 'create', actorUserId: admin.user.id });
  });

  it("refuses one of the commonest passwords for a new or edited professional with 'Essa senha é muito comum. Escolha outra.'", async () => {
    const admin = await registerAdmin(t);
    const created = await call('POST', '/api/admin/users', admin.token, {
      ...newPro,
      email: 'comum@example.com',
      password: '123456',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fieldErrors).toEqual({
      password: 'Essa senha é muito comum. Escolha outra.',
    });
    const pro = await createProfessional(t, admin.user.organizationId);
    const edited = await call('PUT', `/api/admin/users/${pro.id}`, admin.token, {
      password: 'qwerty123',
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fieldErrors.password).toBe('Essa senha é muito comum. Escolha outra.');
  });

  it('lists only the users of the admin own organization', async () => {
    const a = await registerAdmin(t, { name: 'Org A' });
    const b = await registerAdmin(t, { name: 'Org B' });
    await call('POST', '/api/admin/users', a.token, { ...newPro, email: 'only-a@example.com' });
    const listA = (await call('GET', '/api/admin/users', a.token)).json();
    const listB = (await call('GET', '/api/admin/users', b.token)).json();
    expect(listA.map((u: { email: string }) => u.email).sort()).toEqual(
      [a.user.email, 'only-a@example.com'].sort(),
    );
    expect(listB.map((u: { email: string }) => u.email)).toEqual([b.user.email]);
  });

  it('answers 401 without a session and 403 to a professional', async () => {
    const admin = await registerAdmin(t);
    const pro = await createProfessional(t, admin.user.organizationId);
    const proToken = (
      await call('POST', '/api/auth/user/login', undefined, {
        email: pro.email,
        password: pro.password,
      })
    ).json().token;
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/users', proToken)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/users', proToken, newPro)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/users/${admin.user.id}`, proToken)).statusCode).toBe(
      403,
    );
  });

  it("answers 404 for another organization's user and changes nothing", async () => {
    const a = await registerAdmin(t);
    const b = await registerAdmin(t);
    const other = await createProfessional(t, b.user.organizationId, { name: 'Intocável' });
    expect(
      (await call('PUT', `/api/admin/users/${other.id}`, a.token, { name: 'Hacked' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/admin/users/${other.id}`, a.token)).statusCode).toBe(404);
    const listB = (await call('GET', '/api/admin/users', b.token)).json();
    expect(listB.find((u: { id: string }) => u.id === other.id).name).toBe('Intocável');
  });

  it('validates in pt-BR: required fields, e-mail, short password, colour, time zone', async () => {
    const admin = await registerAdmin(t);
    const response = await call('POST', '/api/admin/users', admin.token, {
      name: '',
      email: 'x',
      password: '1',
      color: 'blue',
      timezone: 'Mars/Olympus',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      name: 'Campo obrigatório',
      email: 'E-mail inválido',
      password: 'A senha deve ter pelo menos 6 caracteres',
      color: 'Cor inválida. Use o formato #RRGGBB.',
      timezone: 'Fuso horário inválido',
    });
  });

  it('refuses a duplicate e-mail with 409', async () => {
    const admin = await registerAdmin(t);
    const response = await call('POST', '/api/admin/users', admin.token, {
      ...newPro,
      email: admin.user.email,
    });
    expect(response.statusCode).toBe(409);
  });

  it('edits a professional, keeping the password when it is blank', async () => {
    const admin = await registerAdmin(t);
    const pro = await createProfessional(t, admin.user.organizationId);
    const response = await call('PUT', `/api/admin/users/${pro.id}`, admin.token, {
      name: 'Bruno Lima Jr.',
      email: pro.email,
      title: 'Tributarista',
      color: '#02853C',
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Bruno Lima Jr.',
      title: 'Tributarista',
      color: '#02853c',
    });
    const login = await call('POST', '/api/auth/user/login', undefined, {
      email: pro.email,
      password: pro.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('changes the password and ends the old sessions', async () => {
    const admin = await registerAdmin(t);
    const pro = await createProfessional(t, admin.user.organizationId);
    const oldToken = (
      await call('POST', '/api/auth/user/login', undefined, {
        email: pro.email,
        password: pro.password,
      })
    ).json().token;
    await call('PUT', `/api/admin/users/${pro.id}`, admin.token, { password: 'novaSenha9' });
    expect((await call('GET', '/api/user/profile', oldToken)).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/user/login', undefined, {
      email: pro.email,
      password: 'novaSenha9',
    });
    expect(login.statusCode).toBe(200);
  });

  it('removes a professional without future appointments, keeping past history', async () => {
    const admin = await registerAdmin(t);
    const pro = await createProfessional(t, admin.user.organizationId);
    await t.db.insert(appointments).values({
      organizationId: admin.user.organizationId,
      userId: pro.id,
      clientName: 'Cliente Antigo',
      clientEmail: 'antigo@example.com',
      startTime: new Date('2024-01-10T13:00:00Z'),
      endTime: new Date('2024-01-10T14:00:00Z'),
    });
    const response = await call('DELETE', `/api/admin/users/${pro.id}`, admin.token);
    expect(response.statusCode).toBe(204);
    const list = (await call('GET', '/api/admin/users', admin.token)).json();
    expect(list.some((u: { id: string }) => u.id === pro.id)).toBe(false);
    const history = await t.db.select().from(appointments).where(eq(appointments.userId, pro.id));
    expect(history).toHaveLength(1);
    const login = await call('POST', '/api/auth/user/login', undefined, {
      email: pro.email,
      password: pro.password,
    });
    expect(login.statusCode).toBe(401);
    const recreated = await call('POST', '/api/admin/users', admin.token, {
      ...newPro,
      email: pro.email,
    });
    expect(recreated.statusCode).toBe(201);
  });

  it('refuses to remove a professional with future appointments', async () => {
    const admin = await registerAdmin(t);
    const pro = await createProfessional(t, admin.user.organizationId);
    const start = new Date(Date.now() + 86_400_000);
    await t.db.insert(appointments).values({
      organizationId: admin.user.organizationId,
      userId: pro.id,
      clientName: 'Cliente Futuro',
      clientEmail: 'futuro@example.com',
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
    });
    const response = await call('DELETE', `/api/admin/users/${pro.id}`, admin.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/agendamentos futuros/);
    const stillThere = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, pro.id), eq(auditLog.action, 'delete')));
    expect(stillThere).toHaveLength(0);
  });

  it('refuses to let an admin remove or deactivate themselves', async () => {
    const admin = await registerAdmin(t);
    expect(
      (await call('DELETE', `/api/admin/users/${admin.user.id}`, admin.token)).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `/api/admin/users/${admin.user.id}`, admin.token, { isActive: false }))
        .statusCode,
    ).toBe(400);
  });

  it('answers 400 for a malformed id', async () => {
    const admin = await registerAdmin(t);
    expect((await call('DELETE', '/api/admin/users/nao-e-uuid', admin.token)).statusCode).toBe(400);
  });
});
