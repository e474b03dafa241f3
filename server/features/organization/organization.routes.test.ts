import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema.ts';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { caller, expectRefusedWithoutWrites } from '@tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = caller(() => t);

describe('the organization', () => {
  it('is renamed by its admin, and the public pages show the new name', async () => {
    const admin = await registerAdmin(t, { name: 'Ana Souza' });
    expect((await call('GET', '/api/admin/organization', admin.token)).json().name).toBe(
      'Ana Souza',
    );
    const renamed = await call('PATCH', '/api/admin/organization', admin.token, {
      name: '  Souza & Prado Advogados ',
    });
    expect(renamed.json()).toMatchObject({ name: 'Souza & Prado Advogados' });
    const page = await call('GET', `/api/booking/shared/admin/${admin.user.id}`);
    expect(page.json().organization.name).toBe('Souza & Prado Advogados');
  });

  it('is for admins only, and refuses a blank or bad name', async () => {
    const admin = await registerAdmin(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    const byProfessional = await call('PATCH', '/api/admin/organization', pro.token, {
      name: 'Escritório do Bruno',
    });
    expect(byProfessional.statusCode).toBe(403);
    expect(byProfessional.json().message).toBe('Você não tem permissão para esta ação.');
    expect((await call('GET', '/api/admin/organization', admin.token)).json().name).toBe(
      'Ana Souza',
    );
    expect(
      (await call('PATCH', '/api/admin/organization', undefined, { name: 'X' })).statusCode,
    ).toBe(401);
    const blank = await call('PATCH', '/api/admin/organization', admin.token, { name: '   ' });
    expect(blank.json().message).toBe('Campo obrigatório');
    const short = await call('PATCH', '/api/admin/organization', admin.token, { name: ' A ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({
      name: 'O nome do escritório deve ter pelo menos 2 caracteres',
    });
    await expectRefusedWithoutWrites(
      t,
      { method: 'PATCH', url: '/api/admin/organization', token: admin.token, table: organizations },
      [{ name: 'x'.repeat(500) }, { name: 42 }],
    );
  });

  it('keeps any município of its UF (IBGE list), and a rename never fails on the saved one', async () => {
    const admin = await registerAdmin(t);
    // Campinas has no holidays of its own in the calendar: São Paulo's and the nation's apply.
    const located = await call('PATCH', '/api/admin/organization', admin.token, {
      name: 'Souza Advocacia',
      state: 'SP',
      city: '3509502',
    });
    expect(located.statusCode, located.body).toBe(200);
    expect(located.json()).toMatchObject({ state: 'SP', city: '3509502' });
    const read = await call('GET', '/api/admin/organization', admin.token);
    expect(read.json()).toMatchObject({ name: 'Souza Advocacia', state: 'SP', city: '3509502' });
    const renamed = await call('PATCH', '/api/admin/organization', admin.token, {
      name: 'Souza & Prado',
      state: 'SP',
      city: '3509502',
    });
    expect(renamed.json()).toMatchObject({ name: 'Souza & Prado', state: 'SP', city: '3509502' });
    const nameOnly = await call('PATCH', '/api/admin/organization', admin.token, {
      name: 'Souza, Prado & Lima',
    });
    expect(nameOnly.json()).toMatchObject({ name: 'Souza, Prado & Lima', city: '3509502' });
    const municipalities = await call('GET', '/api/holidays/locations/SP', admin.token);
    expect(municipalities.json()).toHaveLength(645);
    expect(municipalities.json()).toContainEqual({
      code: '3509502',
      name: 'Campinas',
      localHolidays: false,
    });
  });
});

describe('migration 0022', () => {
  it('gives an office saved with the holiday library’s city code its IBGE code', async () => {
    const paulista = await registerAdmin(t);
    const mineira = await registerAdmin(t);
    const located = await registerAdmin(t);
    const set = (admin: typeof paulista, state: string, city: string) =>
      t.db
        .update(organizations)
        .set({ state, city })
        .where(eq(organizations.id, admin.user.organizationId));
    // As saved before: the library's codes.
    await set(paulista, 'SP', 'SP');
    await set(mineira, 'MG', 'BH');
    await set(located, 'SP', '3509502');
    const migration = new URL(
      '../../db/migrations/0022_organization_city_ibge.sql',
      import.meta.url,
    );
    await t.db.execute(sql.raw(readFileSync(migration, 'utf8')));
    const cityOf = async (admin: typeof paulista) =>
      (await call('GET', '/api/admin/organization', admin.token)).json().city;
    expect(await cityOf(paulista)).toBe('3550308');
    expect(await cityOf(mineira)).toBe('3106200');
    expect(await cityOf(located)).toBe('3509502');
  });
});
