import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppointmentRow } from './write-new-appointment.ts';
import { auditInsert } from '../audit/audit.repository.ts';
import { webhookLogsInsert } from '../outbox/webhook-logs.repository.ts';
import { type Database, migrateDatabase, openPglite } from '../../db/client.ts';
import { plainInsertQuery } from '../../db/plain-insert-query.ts';
import { appointments, auditLog, organizations, users, webhookLogs } from '../../db/schema.ts';
import { writeTogether } from '../../db/write-together.ts';

const dialect = new PgDialect();
let database: Database;
const organizationId = randomUUID();
const userId = randomUUID();

beforeAll(async () => {
  ({ database } = await openPglite());
  await migrateDatabase(database);
  await database.db.insert(organizations).values({ id: organizationId, name: 'Prado Advogados' });
  await database.db.insert(users).values({
    id: userId,
    organizationId,
    name: 'Ana Prado',
    email: 'ana@prado.adv.br',
    passwordHash: 'x',
    role: 'professional',
    bookingSlug: 'ana-prado',
  });
});
afterAll(() => database.close());

/** A booking's three writes: the appointment (every column), its audit row, its outbox rows. */
function bookingWrites() {
  const { db } = database;
  const row = newAppointmentRow({
    organizationId,
    userId,
    clientName: 'José Ünal',
    clientEmail: 'jose@exemplo.com.br',
    clientPhone: '+55 11 91234-5678',
    notes: null,
    startTime: new Date('2026-12-01T13:00:00.000Z'),
    endTime: new Date('2026-12-01T14:00:00.000Z'),
    source: 'public',
  });
  const audit = auditInsert(db, {
    organizationId,
    actorUserId: null,
    actorKind: 'public',
    action: 'create',
    entity: 'appointment',
    entityId: row.id,
    after: { clientName: 'José Ünal', price: 'R$ 250,90' },
  });
  const outbox = webhookLogsInsert(
    db,
    ['email', 'whatsapp'].map((channel) => ({
      organizationId,
      userId,
      appointmentId: row.id,
      eventId: randomUUID(),
      eventType: 'appointment.created' as const,
      channel: channel as 'email',
      status: 'pending' as const,
      payload: { event: 'appointment.created', client: 'José' },
      scheduledFor: new Date('2026-12-01T12:00:00.000Z'),
    })),
  )!;
  return { row, writes: [db.insert(appointments).values(row), audit, outbox] };
}

describe('plain inserts written directly', () => {
  it('writes the very text and parameters drizzle writes, numbered after those before it', () => {
    for (const write of bookingWrites().writes) {
      const drizzle = dialect.sqlToQuery(write.getSQL());
      expect(plainInsertQuery(write)).toEqual({ sql: drizzle.sql, params: drizzle.params });
      const shifted = plainInsertQuery(write, 7)!;
      expect(shifted.params).toEqual(drizzle.params);
      expect(shifted.sql).toBe(drizzle.sql.replace(/\$(\d+)/g, (_, n) => `$${Number(n) + 7}`));
    }
  });

  it('leaves to drizzle what is not a plain insert', () => {
    const { db } = database;
    const values = { organizationId, name: 'Outra' };
    expect(plainInsertQuery(db.insert(organizations).values(values).returning())).toBeUndefined();
    const targeted = db.insert(organizations).values(values).onConflictDoNothing({
      target: organizations.id,
    });
    expect(plainInsertQuery(targeted)).toBeUndefined();
    const computed = db.insert(organizations).values({ name: sql`upper('outra')` });
    expect(plainInsertQuery(computed)).toBeUndefined();
    const later = db.insert(organizations).values({ name: sql.placeholder('name') });
    expect(plainInsertQuery(later)).toBeUndefined();
    expect(plainInsertQuery(db.update(organizations).set({ name: 'x' }))).toBeUndefined();
    expect(plainInsertQuery(sql`select 1`)).toBeUndefined();
  });

  it('stores what drizzle would store: every row, JSON, instants and defaults', async () => {
    const { row, writes } = bookingWrites();
    await writeTogether(database.db, writes);
    const [stored] = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, row.id));
    expect(stored).toMatchObject({
      clientName: 'José Ünal',
      startTime: row.startTime,
      manageToken: row.manageToken,
    });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audit?.after).toEqual({ clientName: 'José Ünal', price: 'R$ 250,90' });
    expect(audit?.createdAt).toBeInstanceOf(Date);
    const outbox = await database.db
      .select()
      .from(webhookLogs)
      .where(eq(webhookLogs.appointmentId, row.id));
    expect(outbox.map((log) => log.channel).sort()).toEqual(['email', 'whatsapp']);
    expect(outbox[0]?.payload).toEqual({ event: 'appointment.created', client: 'José' });
    expect(outbox[0]?.attempts).toBe(0);
  });
});
