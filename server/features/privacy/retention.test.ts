import { addMonths } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog } from '../../db/schema.ts';
import { createLocalEventBus } from '../../realtime/event-bus.ts';
import { startRetentionScheduler } from '../../jobs/retention-scheduler.ts';
import {
  type TestClient,
  fieldsOf,
  must,
  needlesOf,
  office,
} from '@tests/helpers/client-history.ts';
import { signedInProfessional } from '@tests/helpers/factories.ts';
import { findAnywhere } from '@tests/helpers/personal-data-scan.ts';
import { caller } from '@tests/helpers/requests.ts';
import { at, dateAhead } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { anonymizeExpiredClients } from './anonymize-expired-clients.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = caller(() => t);
const events = createLocalEventBus();

let sequence = 0;
/** A client of its own for each use, so that scans never see another test's data. */
function client(name: string): TestClient {
  sequence += 1;
  const digits = `219${String(10_000_000 + sequence * 7919).slice(-8)}`;
  return {
    clientName: `${name} Retida${sequence}`,
    clientEmail: `${name.toLowerCase()}.retida${sequence}@exemplo.com.br`,
    clientPhone: `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`,
    notes: `Observação de retenção número ${sequence}`,
    phoneDigits: digits,
  };
}

async function book(token: string, person: TestClient, startTime: string, userId?: string) {
  return must(t, 'POST', '/api/appointments', token, { ...fieldsOf(person), userId, startTime });
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

/** The job's view of a day some months ahead (the appointments are a few days ahead). */
const monthsAhead = (months: number) => addMonths(new Date(), months).getTime();

describe('the retention setting', () => {
  it('is off by default, accepts 6 to 120 months or off, for admins only', async () => {
    const { admin } = await office(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    expect((await call('GET', '/api/privacy/retention', admin.token)).json()).toEqual({
      retentionMonths: null,
    });
    for (const retentionMonths of [5, 121, 12.5, '12', undefined]) {
      const refused = await call('PUT', '/api/privacy/retention', admin.token, { retentionMonths });
      expect(refused.statusCode, String(retentionMonths)).toBe(400);
      expect(refused.json().message).toBe(
        'Escolha um prazo de 6 a 120 meses após o último agendamento, ou desative a anonimização.',
      );
    }
    const saved = await call('PUT', '/api/privacy/retention', admin.token, { retentionMonths: 24 });
    expect(saved.json()).toEqual({ retentionMonths: 24 });
    expect((await call('GET', '/api/privacy/retention', admin.token)).json()).toEqual({
      retentionMonths: 24,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.organizationId, admin.user.organizationId),
          eq(auditLog.entity, 'organization'),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(audit).toMatchObject({
      before: { retentionMonths: null },
      after: { retentionMonths: 24 },
    });
    expect(
      (await call('PUT', '/api/privacy/retention', admin.token, { retentionMonths: null })).json(),
    ).toEqual({ retentionMonths: null });
    expect(
      (await call('PUT', '/api/privacy/retention', pro.token, { retentionMonths: 12 })).statusCode,
    ).toBe(403);
  });
});

describe('the retention job', () => {
  it('does nothing while retention is off', async () => {
    const { admin } = await office(t);
    const person = client('Desligada');
    const booked = await book(admin.token, person, at(dateAhead(2), '09:00'));
    await anonymizeExpiredClients(t.db, { events, now: monthsAhead(130) });
    expect((await rowOf(booked.id)).clientName).toBe(person.clientName);
  });

  it('anonymizes clients whose last appointment ended N months ago, and spares recent ones', async () => {
    const { admin, pro } = await office(t);
    await must(t, 'PUT', '/api/privacy/retention', admin.token, { retentionMonths: 12 });
    const expired = client('Antiga');
    const returning = client('Voltou');
    const recent = client('Recente');
    const cancelled = client('Cancelada');
    const old = await book(admin.token, expired, at(dateAhead(2), '09:00'), pro.id);
    const older = await book(admin.token, expired, at(dateAhead(3), '09:00'), pro.id);
    // Came back later: the last appointment counts, so nothing of theirs goes yet.
    const first = await book(admin.token, returning, at(dateAhead(2), '10:00'), pro.id);
    await book(admin.token, returning, at(dateAhead(200), '10:00'), pro.id);
    const soon = await book(admin.token, recent, at(dateAhead(330), '09:00'), pro.id);
    // A client whose only booking was cancelled: only its copies (audit, notifications) remain.
    const gone = await book(admin.token, cancelled, at(dateAhead(4), '09:00'), pro.id);
    await must(t, 'DELETE', `/api/appointments/${gone.id}`, admin.token);
    const orgId = admin.user.organizationId;
    expect(await findAnywhere(t.db, needlesOf(cancelled))).not.toEqual([]);

    const now = monthsAhead(13);
    const done = await anonymizeExpiredClients(t.db, { events, now });
    expect(done.clients).toBe(1);
    expect(done.leftovers).toBeGreaterThan(0);

    for (const id of [old.id, older.id]) {
      const row = await rowOf(id);
      expect(row).toMatchObject({
        clientName: 'Cliente anonimizado',
        clientPhone: null,
        notes: null,
      });
      expect(row.clientAnonymizedAt?.getTime()).toBe(now);
    }
    expect(await findAnywhere(t.db, needlesOf(expired))).toEqual([]);
    expect(await findAnywhere(t.db, needlesOf(cancelled))).toEqual([]);
    expect((await rowOf(first.id)).clientName).toBe(returning.clientName);
    expect((await rowOf(soon.id)).clientName).toBe(recent.clientName);
    expect(await findAnywhere(t.db, [recent.clientEmail])).not.toEqual([]);

    const erasures = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'erase')));
    expect(erasures.length).toBeGreaterThanOrEqual(2);
    for (const entry of erasures) {
      expect(entry).toMatchObject({ actorKind: 'system', actorUserId: null, entity: 'client' });
      expect(entry.after).toMatchObject({ reason: 'retention' });
    }
    // A second pass finds nothing left to do.
    const sizeBefore = erasures.length;
    expect(await anonymizeExpiredClients(t.db, { events, now })).toEqual({
      clients: 0,
      leftovers: 0,
    });
    const after = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'erase')));
    expect(after).toHaveLength(sizeBefore);
  });

  it('two passes at once anonymize each client once', async () => {
    const { admin } = await office(t);
    await must(t, 'PUT', '/api/privacy/retention', admin.token, { retentionMonths: 6 });
    const people = [client('Paralela'), client('Paralela'), client('Paralela')];
    const ids = [];
    for (const [i, person] of people.entries()) {
      ids.push((await book(admin.token, person, at(dateAhead(2 + i), '09:00'))).id as string);
    }
    const now = monthsAhead(7);
    const [one, two] = await Promise.all([
      anonymizeExpiredClients(t.db, { events, now }),
      anonymizeExpiredClients(t.db, { events, now }),
    ]);
    expect(one.clients + two.clients).toBe(3);
    for (const id of ids) expect((await rowOf(id)).clientName).toBe('Cliente anonimizado');
    for (const person of people) expect(await findAnywhere(t.db, needlesOf(person))).toEqual([]);
  });

  it('runs in the background once at start', async () => {
    const { admin } = await office(t);
    await must(t, 'PUT', '/api/privacy/retention', admin.token, { retentionMonths: 6 });
    const person = client('Fundo');
    const past = new Date(addMonths(new Date(), -8));
    const booked = await book(admin.token, person, past.toISOString());
    const scheduler = startRetentionScheduler({ db: t.db, events, intervalMs: 3_600_000 });
    try {
      await expect
        .poll(async () => (await rowOf(booked.id)).clientName, { timeout: 20_000 })
        .toBe('Cliente anonimizado');
    } finally {
      await scheduler.stop();
    }
  });
});
