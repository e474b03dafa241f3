import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, bookableProfessional, dateAhead, publicBooking } from '@tests/helpers/scheduling.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { MIGRATIONS_DIR } from './client.ts';
import { appointments, googleConnections } from './schema.ts';

const migration = readFileSync(
  path.join(MIGRATIONS_DIR, '0023_appointment_calendar_event.sql'),
  'utf8',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const book = async (professionalId: string, startTime: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(professionalId, startTime),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
};

/** Runs SQL text one statement at a time (a prepared query holds one). */
async function run(text: string) {
  for (const statement of text.split(/;\s*(?:--> statement-breakpoint)?\s*$/m)) {
    const bare = statement.replace(/^--.*$/gm, '').trim();
    if (bare) await t.db.execute(sql.raw(bare));
  }
}

/** The appointments table as it was before 0023: a Google event id and no provider link. */
const tableBefore0023 = () =>
  run(`ALTER TABLE "appointments" DROP COLUMN "calendar_provider";
    ALTER TABLE "appointments" DROP COLUMN "calendar_id";
    ALTER TABLE "appointments" DROP COLUMN "calendar_event_id";
    ALTER TABLE "appointments" ADD COLUMN "google_event_id" text;`);

describe('migration 0023: an appointment links to its event in any calendar provider', () => {
  it("carries Google's event ids over, in the calendar each connection names, and links no other", async () => {
    const date = dateAhead(5);
    const { pro: chosen } = await bookableProfessional(t, { name: 'Ana Prado' });
    const { pro: primary } = await bookableProfessional(t, { name: 'Bruno Lima' });
    const synced = await book(chosen.id, at(date, '09:00'));
    const onPrimary = await book(primary.id, at(date, '10:00'));
    const never = await book(primary.id, at(date, '11:00'));
    await t.db.insert(googleConnections).values({
      userId: chosen.id,
      organizationId: chosen.organizationId,
      refreshToken: 'sealed',
      calendarId: 'escritorio@group.calendar.google.com',
    });

    await tableBefore0023();
    await t.db.execute(
      sql`UPDATE "appointments" SET "google_event_id" = replace("id"::text, '-', '') WHERE "id" IN (${synced}, ${onPrimary})`,
    );
    await run(migration);

    const linkOf = async (id: string) => {
      const [row] = await t.db
        .select({
          provider: appointments.calendarProvider,
          calendarId: appointments.calendarId,
          eventId: appointments.calendarEventId,
        })
        .from(appointments)
        .where(eq(appointments.id, id));
      return row;
    };
    expect(await linkOf(synced)).toEqual({
      provider: 'google',
      calendarId: 'escritorio@group.calendar.google.com',
      eventId: synced.replaceAll('-', ''),
    });
    expect(await linkOf(onPrimary)).toEqual({
      provider: 'google',
      calendarId: 'primary',
      eventId: onPrimary.replaceAll('-', ''),
    });
    expect(await linkOf(never)).toEqual({ provider: null, calendarId: null, eventId: null });
    // The old column is gone.
    await expect(
      t.db.execute(sql`SELECT "google_event_id" FROM "appointments" LIMIT 1`),
    ).rejects.toThrow();
  });
});
