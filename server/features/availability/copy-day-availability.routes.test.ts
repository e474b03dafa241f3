import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, availability } from '../../db/schema.ts';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { caller, countRows } from '@tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);
const WEEKDAYS = [2, 3, 4, 5];

/** A professional with Monday 08:00–12:00 and 13:00–18:00 (the second paused) and Wednesday 10:00–11:00. */
async function professionalWithMonday() {
  const admin = await registerAdmin(t);
  const pro = await signedInProfessional(t, admin.user.organizationId);
  const windows = [
    { dayOfWeek: 1, startTime: '08:00', endTime: '12:00' },
    {
      dayOfWeek: 1,
      startTime: '13:00',
      endTime: '18:00',
      appointmentDuration: 30,
      isActive: false,
    },
    { dayOfWeek: 3, startTime: '10:00', endTime: '11:00' },
  ];
  for (const window of windows) await call('POST', '/api/availability', pro.token, window);
  return { admin, pro };
}

const hoursOf = (rows: Array<{ dayOfWeek: number; startTime: string; isActive: boolean }>) =>
  rows.map((row) => `${row.dayOfWeek} ${row.startTime} ${row.isActive ? 'on' : 'off'}`);

describe('POST /api/availability/copy', () => {
  it("gives Tuesday to Friday Monday's hours, replacing theirs, and leaves the weekend alone", async () => {
    const { pro } = await professionalWithMonday();
    const response = await call('POST', '/api/availability/copy', pro.token, {
      fromDay: 1,
      toDays: WEEKDAYS,
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = [1, ...WEEKDAYS].flatMap((day) => [`${day} 08:00 on`, `${day} 13:00 off`]);
    expect(hoursOf(response.json())).toEqual(expected);
    const listed = await call('GET', '/api/availability', pro.token);
    expect(hoursOf(listed.json())).toEqual(expected);
    expect(listed.json()[3]).toMatchObject({ dayOfWeek: 2, appointmentDuration: 30 });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, pro.id));
    const actions = audits.filter((audit) => audit.entity === 'availability');
    expect(actions.filter((audit) => audit.action === 'delete')).toHaveLength(1);
    expect(actions.filter((audit) => audit.action === 'create')).toHaveLength(3 + 8);
  });

  it('lets an admin copy the hours of a professional of the organization', async () => {
    const { admin, pro } = await professionalWithMonday();
    const response = await call('POST', '/api/availability/copy', admin.token, {
      userId: pro.id,
      fromDay: 1,
      toDays: [6, 0],
    });
    expect(response.statusCode).toBe(200);
    expect(hoursOf(response.json()).filter((hour) => /^[06] /.test(hour))).toEqual([
      '0 08:00 on',
      '0 13:00 off',
      '6 08:00 on',
      '6 13:00 off',
    ]);
  });

  it.each([
    [
      'a day without hours',
      { fromDay: 2, toDays: [3] },
      'fromDay',
      'Terça-feira não tem horários para copiar.',
    ],
    [
      'no target day',
      { fromDay: 1, toDays: [] },
      'toDays',
      'Escolha ao menos um dia para receber os horários.',
    ],
    [
      'the copied day as a target',
      { fromDay: 1, toDays: [1, 2] },
      'toDays',
      'Escolha dias diferentes do dia copiado.',
    ],
  ])('refuses %s with 400 and changes nothing', async (_case, body, field, message) => {
    const { pro } = await professionalWithMonday();
    const before = await countRows(t.db, availability);
    const response = await call('POST', '/api/availability/copy', pro.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ [field]: message });
    expect(await countRows(t.db, availability)).toBe(before);
  });

  it("refuses a professional copying someone else's hours with 403", async () => {
    const { admin, pro } = await professionalWithMonday();
    const other = await signedInProfessional(t, admin.user.organizationId);
    const response = await call('POST', '/api/availability/copy', other.token, {
      userId: pro.id,
      fromDay: 1,
      toDays: [2],
    });
    expect(response.statusCode).toBe(403);
  });
});
