import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFESSIONAL_COLORS } from '@core/professional-colors.ts';
import { createTestDatabase } from '@tests/helpers/test-database.ts';
import { MIGRATIONS_DIR, type Database } from './client.ts';
import { organizations, users } from './schema.ts';

const migration = readFileSync(path.join(MIGRATIONS_DIR, '0014_professional_colors.sql'), 'utf8');
const hex = (name: string) => PROFESSIONAL_COLORS.find((color) => color.name === name)!.hex;
const OLD_BLUE = '#3b82f6';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Person = { name: string; color: string; isActive?: boolean; deleted?: boolean };

/** An organization as it was before 0014, its users created a minute apart in the given order. */
async function officeOf(people: Person[]) {
  const [organization] = await database.db
    .insert(organizations)
    .values({ name: 'Escritório' })
    .returning();
  const start = Date.parse('2025-01-01T12:00:00Z');
  for (const [index, person] of people.entries()) {
    await database.db.insert(users).values({
      organizationId: organization!.id,
      name: person.name,
      email: `${person.name.toLowerCase()}-${organization!.id}@example.com`,
      role: index === 0 ? 'admin' : 'professional',
      color: person.color,
      isActive: person.isActive ?? true,
      deletedAt: person.deleted ? new Date(start) : null,
      bookingSlug: `${person.name.toLowerCase()}-${organization!.id}`,
      createdAt: new Date(start + index * 60_000),
    });
  }
  return organization!.id;
}

async function colorsOf(organizationId: string) {
  const rows = await database.db
    .select({ name: users.name, color: users.color })
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(asc(users.createdAt));
  return Object.fromEntries(rows.map((row) => [row.name, row.color]));
}

const runMigration = () => database.db.execute(sql.raw(migration));

describe('migration 0014: professional colours', () => {
  it('lists the palette of core/professional-colors.ts, in its order', () => {
    const listed = [...migration.matchAll(/\('(#[0-9a-f]{6})', (\d+)\)/g)].map((match) => match[1]);
    expect(listed).toEqual(PROFESSIONAL_COLORS.map((color) => color.hex));
    expect(migration).toContain(`% ${PROFESSIONAL_COLORS.length})`);
  });

  it('gives an office of the same blue distinct colours by age, the oldest keeping Azul', async () => {
    const office = await officeOf([
      { name: 'Ana', color: OLD_BLUE },
      { name: 'Bruno', color: OLD_BLUE },
      { name: 'Carla', color: OLD_BLUE },
    ]);
    const untouched = await officeOf([{ name: 'Sozinha', color: OLD_BLUE }]);
    await runMigration();
    expect(await colorsOf(office)).toEqual({
      Ana: hex('Azul'),
      Bruno: hex('Vermelho'),
      Carla: hex('Verde'),
    });
    expect(await colorsOf(untouched)).toEqual({ Sozinha: hex('Azul') });
  });

  it('keeps distinct palette colours, moves colliding and outside ones to free colours, active first', async () => {
    const office = await officeOf([
      { name: 'Ana', color: hex('Vermelho') },
      { name: 'Inativo', color: OLD_BLUE, isActive: false },
      { name: 'Bruno', color: OLD_BLUE },
      { name: 'Carla', color: '#123456' },
      { name: 'Removido', color: OLD_BLUE, deleted: true },
    ]);
    await runMigration();
    expect(await colorsOf(office)).toEqual({
      Ana: hex('Vermelho'),
      // Bruno is active: he keeps the blue the older, inactive user also had.
      Bruno: hex('Azul'),
      Inativo: hex('Magenta'),
      Carla: hex('Verde'),
      Removido: OLD_BLUE,
    });
  });

  it('goes round the palette again when an office has more people than colours', async () => {
    const people = Array.from({ length: PROFESSIONAL_COLORS.length + 2 }, (_, index) => ({
      name: `P${String(index).padStart(2, '0')}`,
      color: OLD_BLUE,
    }));
    const office = await officeOf(people);
    await runMigration();
    const colors = Object.values(await colorsOf(office));
    expect(colors.slice(0, PROFESSIONAL_COLORS.length)).toEqual(
      PROFESSIONAL_COLORS.map((color) => color.hex),
    );
    expect(colors.slice(PROFESSIONAL_COLORS.length)).toEqual([hex('Azul'), hex('Vermelho')]);
  });

  it('changes nothing when run again', async () => {
    const office = await officeOf([
      { name: 'Ana', color: OLD_BLUE },
      { name: 'Bruno', color: OLD_BLUE },
    ]);
    await runMigration();
    const once = await colorsOf(office);
    await runMigration();
    expect(await colorsOf(office)).toEqual(once);
  });
});
