import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '@tests/helpers/factories.ts';
import { seedOffice } from '@tests/helpers/office.ts';
import { countingDatabase } from '@tests/helpers/query-counter.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';

let t: TestApp;
let counted: ReturnType<typeof countingDatabase>;
let countedApp: Awaited<ReturnType<typeof buildApp>>;
const offices = {} as Record<'small' | 'large', { adminId: string; slug: string; ids: string[] }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const [size, count] of [
    ['small', 10],
    ['large', 200],
  ] as const) {
    const admin = await registerAdmin(t);
    const ids = await seedOffice(t.db, admin.user.organizationId, count);
    const page = await t.app.inject({ url: `/api/booking/shared/admin/${admin.user.id}` });
    const preselected = page.json().professionals.find((p: { id: string }) => p.id === ids[3]);
    offices[size] = { adminId: admin.user.id, slug: preselected.bookingSlug, ids };
  }
  // The same app on the same database, with every statement counted.
  counted = countingDatabase(t.database);
  countedApp = await buildApp({
    config: testConfig({ WEB_DIST_DIR: './no-web-build' }),
    database: counted.database,
  });
}, 120_000);
afterAll(async () => {
  await countedApp.close();
  await t.close();
});

async function queriesFor(url: string) {
  counted.reset();
  const response = await countedApp.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return { queries: counted.queries(), body: response.json() };
}

describe('shared booking pages of large offices', () => {
  it('reads 200 professionals with as many queries as 10', async () => {
    const small = await queriesFor(`/api/booking/shared/admin/${offices.small.adminId}`);
    const large = await queriesFor(`/api/booking/shared/admin/${offices.large.adminId}`);
    // The seeded professionals; the admin has no opening hours, so is not offered.
    expect(small.body.professionals).toHaveLength(10);
    expect(large.body.professionals).toHaveLength(200);
    expect(large.queries).toBe(small.queries);
    // One more since issue 34: the office's date overrides (one query for everyone); and one
    // since issue 36: the office's intake questions (decision 084).
    expect(small.queries).toBeLessThanOrEqual(8);
  });

  it('costs the same through a professional’s link, which preselects them', async () => {
    const small = await queriesFor(`/api/booking/${offices.small.slug}`);
    const large = await queriesFor(`/api/booking/${offices.large.slug}`);
    expect(large.body.preselectedProfessionalId).toBe(offices.large.ids[3]);
    expect(large.queries).toBe(small.queries);
  });

  it('gives each professional their own windows, active products and form', async () => {
    const { body } = await queriesFor(`/api/booking/shared/admin/${offices.large.adminId}`);
    const seeded = body.professionals.filter((p: { id: string }) =>
      offices.large.ids.includes(p.id),
    );
    expect(seeded.map((p: { id: string }) => p.id)).toEqual(offices.large.ids);
    for (const [i, professional] of seeded.entries()) {
      expect(professional.availability.map((w: { dayOfWeek: number }) => w.dayOfWeek)).toEqual([
        1, 2, 3, 4, 5, 6,
      ]);
      expect(professional.products.map((p: { name: string }) => p.name)).toEqual(['Consulta']);
      expect(professional.products[0]).toMatchObject({ duration: 30, price: 150 });
      // Seeded in name order: every other professional saved a form that requires the phone.
      expect(professional.bookingForm.requirePhone).toBe(i % 2 === 1);
    }
  });
});
