import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { signedInProfessional } from '@tests/helpers/factories.ts';
import { HUGE_TEXT, caller, expectRefusedWithoutWrites } from '@tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);

const profileUpdates = (userId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, 'update')));

describe('GET /api/user/profile', () => {
  it('includes the calendar settings with their defaults', async () => {
    const pro = await signedInProfessional(t);
    const response = await call('GET', '/api/user/profile', pro.token);
    expect(response.json()).toMatchObject({
      id: pro.id,
      calendarSync: true,
      autoCreateMeet: true,
      defaultDuration: 60,
      bufferTime: 15,
      meetingTitle: 'Reunião com {clientName}',
      timezone: 'America/Sao_Paulo',
    });
    expect(response.json()).not.toHaveProperty('passwordHash');
  });
});

describe('PATCH /api/user/profile', () => {
  it('saves every field, returns the profile and audits before and after', async () => {
    const pro = await signedInProfessional(t);
    const before = (await call('GET', '/api/user/profile', pro.token)).json();
    const changes = {
      name: 'Bruno Lima Neto',
      title: 'Advogado tributarista',
      description: 'Atende empresas',
      timezone: 'America/Manaus',
      defaultDuration: 45,
      bufferTime: 0,
      meetingTitle: 'Consulta: {clientName}',
      meetingDescription: 'Traga seus documentos.',
      calendarSync: false,
      autoCreateMeet: false,
    };
    const response = await call('PATCH', '/api/user/profile', pro.token, changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...before, ...changes });
    expect((await call('GET', '/api/user/profile', pro.token)).json()).toEqual(response.json());
    const [audit] = await profileUpdates(pro.id);
    expect(audit).toMatchObject({ actorUserId: pro.id, before, after: response.json() });
  });

  it('keeps the booking slug when the name changes, so shared links still work', async () => {
    const pro = await signedInProfessional(t);
    const response = await call('PATCH', '/api/user/profile', pro.token, { name: 'Outro Nome' });
    expect(response.json().bookingSlug).toBe(pro.bookingSlug);
  });

  it('changes only the given fields and clears blank optional texts', async () => {
    const pro = await signedInProfessional(t);
    await call('PATCH', '/api/user/profile', pro.token, { title: 'Civilista', bufferTime: 30 });
    const response = await call('PATCH', '/api/user/profile', pro.token, {
      title: '',
      meetingDescription: null,
    });
    expect(response.json()).toMatchObject({ title: null, meetingDescription: '', bufferTime: 30 });
  });

  it('answers an empty change with the profile and no audit record', async () => {
    const pro = await signedInProfessional(t);
    const response = await call('PATCH', '/api/user/profile', pro.token, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(pro.id);
    expect(await profileUpdates(pro.id)).toHaveLength(0);
  });

  it.each([
    [{ defaultDuration: 10 }, 'defaultDuration', 'A duração padrão deve ser de 15 a 480 minutos.'],
    [{ defaultDuration: 485 }, 'defaultDuration', 'A duração padrão deve ser de 15 a 480 minutos.'],
    [
      { defaultDuration: 17 },
      'defaultDuration',
      'A duração padrão deve ser múltipla de 5 minutos.',
    ],
    [
      { bufferTime: -5 },
      'bufferTime',
      'O intervalo entre atendimentos deve ser de 0 a 240 minutos.',
    ],
    [
      { bufferTime: 241 },
      'bufferTime',
      'O intervalo entre atendimentos deve ser de 0 a 240 minutos.',
    ],
    [{ meetingTitle: '  ' }, 'meetingTitle', 'Informe o título da reunião.'],
    [{ meetingTitle: 't'.repeat(201) }, 'meetingTitle', 'Texto muito longo'],
    [{ meetingDescription: 'd'.repeat(2001) }, 'meetingDescription', 'Texto muito longo'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'Fuso horário inválido'],
    [{ name: '' }, 'name', 'Campo obrigatório'],
    [{ calendarSync: 'sim' }, 'calendarSync', 'Valor inválido: use verdadeiro ou falso.'],
  ])('refuses %j with a pt-BR message on %s', async (change, field, message) => {
    const pro = await signedInProfessional(t);
    const response = await call('PATCH', '/api/user/profile', pro.token, change);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('refuses malformed JSON, wrong types and huge strings without writing', async () => {
    const pro = await signedInProfessional(t);
    await expectRefusedWithoutWrites(
      t,
      { method: 'PATCH', url: '/api/user/profile', token: pro.token, table: users },
      [
        { calendarSync: 'true' },
        { defaultDuration: '60' },
        { bufferTime: null },
        { name: 123 },
        { name: HUGE_TEXT },
        { meetingDescription: HUGE_TEXT },
      ],
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, pro.id));
    expect(row?.name).toBe('Bruno Lima');
  });

  it('answers 401 without a session', async () => {
    const response = await call('PATCH', '/api/user/profile', undefined, { bufferTime: 10 });
    expect(response.statusCode).toBe(401);
  });
});
