import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, availability } from '../../db/schema.ts';
import { signedInProfessional } from '@tests/helpers/factories.ts';
import {
  HUGE_TEXT,
  caller,
  countRows,
  expectRefusedWithoutWrites,
} from '@tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);
const monday = { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' };

describe('POST /api/availability', () => {
  it('adds a window with the SPEC defaults and records it in the audit log', async () => {
    const pro = await signedInProfessional(t);
    const response = await call('POST', '/api/availability', pro.token, monday);
    expect(response.statusCode).toBe(201);
    const row = response.json();
    expect(row).toEqual({
      id: expect.any(String),
      userId: pro.id,
      ...monday,
      appointmentDuration: 60,
      maxConcurrentAppointments: 1,
      isActive: true,
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audits).toMatchObject([
      { action: 'create', entity: 'availability', actorUserId: pro.id, before: null, after: row },
    ]);
  });

  it.each([
    [{ dayOfWeek: 7 }, 'dayOfWeek', 'Dia da semana inválido. Use 0 (Domingo) a 6 (Sábado).'],
    [{ dayOfWeek: 1.5 }, 'dayOfWeek', 'Dia da semana inválido. Use 0 (Domingo) a 6 (Sábado).'],
    [
      { startTime: '9:00' },
      'startTime',
      'Horário inválido. Use o formato HH:MM, de 00:00 a 23:59.',
    ],
    [{ endTime: '24:00' }, 'endTime', 'Horário inválido. Use o formato HH:MM, de 00:00 a 23:59.'],
    [
      { appointmentDuration: 10 },
      'appointmentDuration',
      'A duração do atendimento deve ser de 15 a 240 minutos.',
    ],
    [
      { appointmentDuration: 255 },
      'appointmentDuration',
      'A duração do atendimento deve ser de 15 a 240 minutos.',
    ],
    [
      { appointmentDuration: 20 },
      'appointmentDuration',
      'A duração do atendimento deve ser múltipla de 15 minutos.',
    ],
    [
      { maxConcurrentAppointments: 0 },
      'maxConcurrentAppointments',
      'Os atendimentos simultâneos devem ser de 1 a 10.',
    ],
    [
      { maxConcurrentAppointments: 11 },
      'maxConcurrentAppointments',
      'Os atendimentos simultâneos devem ser de 1 a 10.',
    ],
    [
      { startTime: '12:00', endTime: '12:00' },
      'endTime',
      'O horário de término deve ser depois do horário de início.',
    ],
    [
      { startTime: '14:00', endTime: '09:00' },
      'endTime',
      'O horário de término deve ser depois do horário de início.',
    ],
    [
      { startTime: '09:00', endTime: '09:45', appointmentDuration: 60 },
      'appointmentDuration',
      'A duração de 60 minutos não cabe no intervalo de 09:00 a 09:45.',
    ],
    [{ isActive: 'sim' }, 'isActive', 'Valor inválido: use verdadeiro ou falso.'],
  ])('refuses %j with a pt-BR message on %s', async (change, field, message) => {
    const pro = await signedInProfessional(t);
    const response = await call('POST', '/api/availability', pro.token, { ...monday, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION', message });
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('accepts a duration that fills the window exactly', async () => {
    const pro = await signedInProfessional(t);
    const body = { ...monday, startTime: '09:00', endTime: '13:00', appointmentDuration: 240 };
    expect((await call('POST', '/api/availability', pro.token, body)).statusCode).toBe(201);
  });

  it('refuses an active window overlapping another active one on the same day with 409', async () => {
    const pro = await signedInProfessional(t);
    await call('POST', '/api/availability', pro.token, monday);
    const before = await countRows(t.db, availability);
    const response = await call('POST', '/api/availability', pro.token, {
      ...monday,
      startTime: '11:00',
      endTime: '14:00',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Este horário se sobrepõe a outro já configurado para Segunda-feira (09:00–12:00).',
    );
    expect(await countRows(t.db, availability)).toBe(before);
  });

  it('allows touching windows, other days, inactive rows and other professionals', async () => {
    const pro = await signedInProfessional(t);
    const other = await signedInProfessional(t);
    const post = (token: string, body: object) => call('POST', '/api/availability', token, body);
    expect((await post(pro.token, monday)).statusCode).toBe(201);
    expect(
      (await post(pro.token, { ...monday, startTime: '12:00', endTime: '14:00' })).statusCode,
    ).toBe(201);
    expect((await post(pro.token, { ...monday, dayOfWeek: 2 })).statusCode).toBe(201);
    expect((await post(pro.token, { ...monday, isActive: false })).statusCode).toBe(201);
    expect((await post(other.token, monday)).statusCode).toBe(201);
  });

  it('lets only one of two simultaneous overlapping windows in', async () => {
    const pro = await signedInProfessional(t);
    const responses = await Promise.all(
      ['08:00', '10:00'].map((startTime) =>
        call('POST', '/api/availability', pro.token, { ...monday, startTime, endTime: '11:00' }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses malformed JSON, wrong types and huge strings without writing', async () => {
    const pro = await signedInProfessional(t);
    await expectRefusedWithoutWrites(
      t,
      { method: 'POST', url: '/api/availability', token: pro.token, table: availability },
      [
        {},
        { ...monday, dayOfWeek: '1' },
        { ...monday, startTime: 900 },
        { ...monday, appointmentDuration: '60' },
        { ...monday, isActive: 'sim' },
        { ...monday, maxConcurrentAppointments: null },
        { ...monday, startTime: HUGE_TEXT },
        { ...monday, userId: HUGE_TEXT },
      ],
    );
  });

  it('answers 401 without a session', async () => {
    expect((await call('POST', '/api/availability', undefined, monday)).statusCode).toBe(401);
    expect((await call('GET', '/api/availability')).statusCode).toBe(401);
  });
});

describe('GET /api/availability', () => {
  it('lists only the own windows, by weekday then start time', async () => {
    const pro = await signedInProfessional(t);
    const other = await signedInProfessional(t);
    await call('POST', '/api/availability', other.token, monday);
    for (const body of [
      { dayOfWeek: 3, startTime: '08:00', endTime: '10:00' },
      { dayOfWeek: 1, startTime: '14:00', endTime: '18:00' },
      { dayOfWeek: 0, startTime: '10:00', endTime: '11:00' },
      { dayOfWeek: 1, startTime: '08:00', endTime: '12:00' },
    ]) {
      await call('POST', '/api/availability', pro.token, body);
    }
    const list = (await call('GET', '/api/availability', pro.token)).json();
    expect(
      list.map((r: { dayOfWeek: number; startTime: string }) => [r.dayOfWeek, r.startTime]),
    ).toEqual([
      [0, '10:00'],
      [1, '08:00'],
      [1, '14:00'],
      [3, '08:00'],
    ]);
    expect(list.every((r: { userId: string }) => r.userId === pro.id)).toBe(true);
  });
});
