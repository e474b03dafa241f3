import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema.ts';
import { registerAdmin, signedInProfessional } from '../../../tests/helpers/factories.ts';
import { caller, expectRefusedWithoutWrites } from '../../../tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '../../../tests/helpers/test-app.ts';

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
});
