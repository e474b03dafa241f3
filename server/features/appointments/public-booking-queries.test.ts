import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleConnections, webhookLogs } from '../../db/schema.ts';
import {
  type GoogleTestApp,
  connectGoogle,
  startGoogleTestApp,
} from '@tests/helpers/google-connect.ts';
import { countingDatabase } from '@tests/helpers/query-counter.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { buildApp } from '../../app.ts';
import { type BookingTarget, findBookingTarget } from '../users/users.repository.ts';
import { lockAndRead } from './book-public-appointment.ts';
import { testConfig } from '../../config.ts';

type App = Awaited<ReturnType<typeof buildApp>>;
type Counted = ReturnType<typeof countingDatabase>;

// A server without Google (the default) and one on a Google emulator; each with a twin app on
// the same database whose every statement is counted.
let plain: TestApp;
let plainCounted: { counted: Counted; app: App };
let g: GoogleTestApp;
let googleCounted: { counted: Counted; app: App };
async function countedTwin(t: TestApp, config: Parameters<typeof buildApp>[0]['config']) {
  const counted = countingDatabase(t.database);
  return { counted, app: await buildApp({ config, database: counted.database }) };
}
beforeAll(async () => {
  plain = await createTestApp();
  plainCounted = await countedTwin(plain, testConfig({ WEB_DIST_DIR: './no-web-build' }));
  g = await startGoogleTestApp();
  googleCounted = await countedTwin(g.t, g.config);
});
afterAll(async () => {
  await plainCounted.app.close();
  await plain.close();
  await googleCounted.app.close();
  await g.close();
});

async function bookCounted(
  { counted, app }: { counted: Counted; app: App },
  professionalId: string,
  startTime: string,
) {
  counted.reset();
  const response = await app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(professionalId, startTime),
  });
  expect(response.statusCode, response.body).toBe(201);
  // The booking's own statements: not the transaction's begin and commit (sent as statements on
  // PostgreSQL), nor the route's rate limit (kept in the database on PostgreSQL, decision 011).
  const own = (sql: string) => !/^(begin|commit)$/.test(sql) && !sql.includes('"rate_limit_hits"');
  const statements = counted.statements().filter(own);
  const roundTrips = (keep: (sql: string) => boolean) =>
    counted.roundTrips((sql) => own(sql) && keep(sql));
  return { statements, roundTrips, appointment: response.json() };
}

describe('a public booking’s statements', () => {
  it('locks the professional and reads what the checks need beside the lock, in one trip', async () => {
    const { pro } = await bookableProfessional(plain);
    const { statements, roundTrips } = await bookCounted(
      plainCounted,
      pro.id,
      at(dateAhead(3), '10:00'),
    );
    const userReads = statements.filter((sql) => / from "users" (left join|where)/.test(sql));
    // Which rows to read (zone, office, holidays), unlocked; then the lock, with the form.
    expect(userReads).toHaveLength(2);
    expect(userReads[0]).not.toMatch(/for update/);
    expect(userReads[1]).toMatch(/for update of "users"$/);
    expect(userReads[1]).toContain('left join "booking_form_settings"');
    // The office's intake questions and privacy notice (decision 084), checked before anything is
    // written; the target; the lock with hours, products, busy times, date overrides (decision
    // 069), blocks (decision 071), waitlist holds (decision 086), office place, notification and
    // WhatsApp settings; then one write.
    expect(statements.filter((sql) => sql.startsWith('select'))).toHaveLength(13);
    expect(statements.length).toBeLessThanOrEqual(14);
    // Inside the transaction: the lock and every read in one trip, then the write (which PGlite's
    // thread commits with it). It was three trips: the lock, the reads, the write.
    const intakeRead = (sql: string) => /"intake_questions"|"privacy_notice_version"/.test(sql);
    const inTransaction = (sql: string) => sql !== userReads[0] && !intakeRead(sql);
    expect(roundTrips(inTransaction)).toBeLessThanOrEqual(
      plain.database.engine === 'pglite' ? 2 : 10,
    );
  });

  it('takes which rows to read from the slot cache when the slots were just read', async () => {
    const { pro } = await bookableProfessional(plain);
    const day = dateAhead(5);
    const slots = await plainCounted.app.inject({
      method: 'GET',
      url: `/api/slots?professionalId=${pro.id}&from=${day}&to=${day}`,
    });
    expect(slots.statusCode, slots.body).toBe(200);
    const { statements } = await bookCounted(plainCounted, pro.id, at(day, '10:00'));
    const userReads = statements.filter((sql) => / from "users" (left join|where)/.test(sql));
    expect(userReads).toHaveLength(1);
    expect(userReads[0]).toMatch(/for update of "users"$/);
  });

  it('charges a priced product from what the transaction read, without a statement of its own', async () => {
    const { pro } = await bookableProfessional(plain);
    const headers = { authorization: `Bearer ${pro.token}` };
    const pix = await plain.app.inject({
      method: 'PUT',
      url: '/api/user/pix',
      headers,
      payload: {
        keyType: 'phone',
        key: '(11) 98765-4321',
        merchantName: 'Bruno Lima',
        merchantCity: 'São Paulo',
      },
    });
    expect(pix.statusCode, pix.body).toBe(200);
    const product = await plain.app.inject({
      method: 'POST',
      url: '/api/products',
      headers,
      payload: { name: 'Consulta', duration: 60, price: 250.9 },
    });
    expect(product.statusCode, product.body).toBe(201);
    plainCounted.counted.reset();
    const response = await plainCounted.app.inject({
      method: 'POST',
      url: '/api/appointments/public',
      payload: publicBooking(pro.id, at(dateAhead(3), '10:00'), { productId: product.json().id }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ paymentStatus: 'pending', paymentAmount: 250.9 });
    const selects = plainCounted.counted
      .statements()
      .filter((sql) => sql.startsWith('select') && !sql.includes('"rate_limit_hits"'));
    expect(selects.filter((sql) => /^select "price_cents"/.test(sql))).toEqual([]);
    expect(selects).toHaveLength(13);
  });

  it('reads again for the locked row when its zone changed after the booking read it', async () => {
    const { pro } = await bookableProfessional(plain);
    const start = new Date(at(dateAhead(3), '10:00'));
    const target = await findBookingTarget(plain.db, pro.id);
    const read = (made: BookingTarget) =>
      plain.db.transaction((tx) => lockAndRead(tx, made, { start, idempotency: undefined }));
    const fresh = await read(target!);
    const stale = await read({ ...target!, timezone: 'Asia/Tokyo' });
    expect(stale.snapshot.professional.timezone).toBe('America/Sao_Paulo');
    // The day read is the professional's own (Tokyo's day starts 12 hours earlier).
    expect(stale.snapshot.busyFrom).toBe(fresh.snapshot.busyFrom);
    expect(stale.snapshot.windows).toEqual(fresh.snapshot.windows);
  });

  it('writes the appointment, its audit row and its outbox rows in one statement', async () => {
    const { pro } = await bookableProfessional(plain);
    const { statements } = await bookCounted(plainCounted, pro.id, at(dateAhead(4), '10:00'));
    const writes = statements.filter((sql) => !sql.startsWith('select'));
    expect(writes).toHaveLength(1);
    for (const table of ['appointments', 'audit_log', 'webhook_logs']) {
      expect(writes[0]).toContain(`insert into "${table}"`);
    }
    const rows = await plain.db
      .select({ channel: webhookLogs.channel, status: webhookLogs.status })
      .from(webhookLogs)
      .where(eq(webhookLogs.userId, pro.id));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('still gives a Google-connected professional a Meet and a calendar row', async () => {
    const { pro } = await bookableProfessional(g.t);
    await connectGoogle(g.t, pro.token);
    const [connection] = await g.t.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.userId, pro.id));
    const start = at(dateAhead(3), '10:00');
    const { statements, appointment } = await bookCounted(googleCounted, pro.id, start);
    expect(appointment.location).toMatchObject({ kind: 'online', googleMeet: true });
    const googleRows = await g.t.db
      .select()
      .from(webhookLogs)
      .where(and(eq(webhookLogs.appointmentId, appointment.id), eq(webhookLogs.channel, 'google')));
    expect(googleRows).toHaveLength(1);
    expect(googleRows[0]!.url).toBe(connection!.calendarId ?? 'primary');
    expect(statements.filter((sql) => /for update/.test(sql))).toHaveLength(1);
  });
});
