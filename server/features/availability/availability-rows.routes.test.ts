import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, availability } from '../../db/schema.ts';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { caller, countRows, expectRefusedWithoutWrites } from '@tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);
const friday = { dayOfWeek: 5, startTime: '13:00', endTime: '17:00' };

/** An organization with its admin and a professional who already has a Friday window. */
async function organization() {
  const admin = await registerAdmin(t);
  const pro = await signedInProfessional(t, admin.user.organizationId);
  const row = (await call('POST', '/api/availability', pro.token, friday)).json();
  return { admin, pro, row };
}

const auditsOf = (entityId: string, action: 'update' | 'delete') =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

describe('admin access to the availability of the organization', () => {
  it('lists and adds windows of a professional of the organization', async () => {
    const { admin, pro, row } = await organization();
    const list = await call('GET', `/api/availability?userId=${pro.id}`, admin.token);
    expect(list.json()).toEqual([row]);
    const created = await call('POST', '/api/availability', admin.token, {
      ...friday,
      dayOfWeek: 4,
      userId: pro.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().userId).toBe(pro.id);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.json().id));
    expect(audit).toMatchObject({ actorUserId: admin.user.id, action: 'create' });
  });

  it("answers 404 for another organization's user and writes nothing", async () => {
    const mine = await organization();
    const theirs = await organization();
    const before = await countRows(t.db, availability);
    const list = await call('GET', `/api/availability?userId=${theirs.pro.id}`, mine.admin.token);
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('Usuário não encontrado');
    const create = await call('POST', '/api/availability', mine.admin.token, {
      ...friday,
      dayOfWeek: 6,
      userId: theirs.pro.id,
    });
    expect(create.statusCode).toBe(404);
    const toggle = await call('PATCH', `/api/availability/${theirs.row.id}`, mine.admin.token, {
      isActive: false,
    });
    expect(toggle.statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/availability/${theirs.row.id}`, mine.admin.token)).statusCode,
    ).toBe(404);
    expect(await countRows(t.db, availability)).toBe(before);
    expect(await auditsOf(theirs.row.id, 'update')).toHaveLength(0);
  });

  it('toggles and deletes rows of its professionals', async () => {
    const { admin, row } = await organization();
    const toggle = await call('PATCH', `/api/availability/${row.id}`, admin.token, {
      isActive: false,
    });
    expect(toggle.json().isActive).toBe(false);
    expect((await call('DELETE', `/api/availability/${row.id}`, admin.token)).statusCode).toBe(204);
  });
});

describe('a professional and the rows of others', () => {
  it('is refused (403) when naming another user in ?userId or the body', async () => {
    const { admin, pro } = await organization();
    const colleague = await signedInProfessional(t, admin.user.organizationId);
    expect(
      (await call('GET', `/api/availability?userId=${admin.user.id}`, pro.token)).statusCode,
    ).toBe(403);
    const create = await call('POST', '/api/availability', pro.token, {
      ...friday,
      dayOfWeek: 2,
      userId: colleague.id,
    });
    expect(create.statusCode).toBe(403);
    expect((await call('GET', `/api/availability?userId=${pro.id}`, pro.token)).statusCode).toBe(
      200,
    );
  });

  it("gets 404 on a colleague's row and changes nothing", async () => {
    const { admin, row } = await organization();
    const colleague = await signedInProfessional(t, admin.user.organizationId);
    expect(
      (await call('PATCH', `/api/availability/${row.id}`, colleague.token, { isActive: false }))
        .statusCode,
    ).toBe(404);
    const removal = await call('DELETE', `/api/availability/${row.id}`, colleague.token);
    expect(removal.statusCode).toBe(404);
    expect(removal.json().message).toBe('Horário não encontrado.');
    const [stored] = await t.db.select().from(availability).where(eq(availability.id, row.id));
    expect(stored?.isActive).toBe(true);
  });
});

describe('PATCH /api/availability/:id', () => {
  it('turns a window off and on, auditing before and after', async () => {
    const { pro, row } = await organization();
    const off = await call('PATCH', `/api/availability/${row.id}`, pro.token, {
      id: row.id,
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...row, isActive: false });
    const on = await call('PATCH', `/api/availability/${row.id}`, pro.token, { isActive: true });
    expect(on.json().isActive).toBe(true);
    const audits = await auditsOf(row.id, 'update');
    expect(audits.map((a) => [a.before, a.after])).toEqual(
      expect.arrayContaining([
        [row, { ...row, isActive: false }],
        [{ ...row, isActive: false }, row],
      ]),
    );
  });

  it('refuses to turn a window back on when it now overlaps an active one', async () => {
    const { pro, row } = await organization();
    await call('PATCH', `/api/availability/${row.id}`, pro.token, { isActive: false });
    await call('POST', '/api/availability', pro.token, {
      ...friday,
      startTime: '16:00',
      endTime: '18:00',
    });
    const response = await call('PATCH', `/api/availability/${row.id}`, pro.token, {
      isActive: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Este horário se sobrepõe a outro já configurado para Sexta-feira (16:00–18:00).',
    );
  });

  it('refuses bad bodies and malformed ids without writing', async () => {
    const { pro, row } = await organization();
    await expectRefusedWithoutWrites(
      t,
      {
        method: 'PATCH',
        url: `/api/availability/${row.id}`,
        token: pro.token,
        table: availability,
      },
      [{}, { isActive: 'false' }, { isActive: 1 }, { isActive: null }],
    );
    const malformed = await call('PATCH', '/api/availability/nao-e-uuid', pro.token, {
      isActive: false,
    });
    expect(malformed.statusCode).toBe(400);
    expect(await auditsOf(row.id, 'update')).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    const { row } = await organization();
    const response = await call('PATCH', `/api/availability/${row.id}`, undefined, {
      isActive: false,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/availability/:id', () => {
  it('deletes the own window once, auditing what it was', async () => {
    const { pro, row } = await organization();
    expect((await call('DELETE', `/api/availability/${row.id}`, pro.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/availability/${row.id}`, pro.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/availability', pro.token)).json()).toEqual([]);
    const [audit] = await auditsOf(row.id, 'delete');
    expect(audit).toMatchObject({ actorUserId: pro.id, before: row, after: null });
  });

  it('answers 401 without a session and 400 for a malformed id', async () => {
    const { pro, row } = await organization();
    expect((await call('DELETE', `/api/availability/${row.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/availability/123', pro.token)).statusCode).toBe(400);
  });
});
