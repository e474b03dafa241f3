import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFESSIONAL_COLORS } from '@core/professional-colors.ts';
import { bearer, registerAdmin } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hex = (name: string) => PROFESSIONAL_COLORS.find((color) => color.name === name)!.hex;
let counter = 0;

async function addProfessional(token: string, extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: bearer(token),
    payload: {
      name: `Profissional ${++counter}`,
      email: `cor-${counter}@example.com`,
      password: 'segredo1',
      ...extra,
    },
  });
}

const edit = (token: string, userId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}`,
    headers: bearer(token),
    payload,
  });

const INVALID_COLOR = 'Cor inválida. Use o formato #RRGGBB.';

describe('professional colours', () => {
  it('gives a new office’s admin Azul and its three professionals three other distinct colours', async () => {
    const admin = await registerAdmin(t);
    expect(admin.user.color).toBe(hex('Azul'));
    const colors = [];
    for (let n = 0; n < 3; n++) {
      const response = await addProfessional(admin.token);
      expect(response.statusCode).toBe(201);
      colors.push(response.json().color);
    }
    expect(colors).toEqual([hex('Vermelho'), hex('Verde'), hex('Magenta')]);
  });

  it('keeps the palette colour the admin chose, and gives the next one the first still free', async () => {
    const admin = await registerAdmin(t);
    const chosen = await addProfessional(admin.token, { color: hex('Vermelho').toUpperCase() });
    expect(chosen.json().color).toBe(hex('Vermelho'));
    expect((await addProfessional(admin.token)).json().color).toBe(hex('Verde'));
  });

  it('gives a removed professional’s colour to the next one', async () => {
    const admin = await registerAdmin(t);
    const leaving = (await addProfessional(admin.token)).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaving.id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await addProfessional(admin.token)).json().color).toBe(leaving.color);
  });

  it('takes any #rrggbb, as SPEC’s entity says, as the nearest palette colour, on create and on edit', async () => {
    const admin = await registerAdmin(t);
    const created = await addProfessional(admin.token, { color: '#FF0000' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().color).toBe(hex('Vermelho'));

    const pro = created.json();
    const edited = await edit(admin.token, pro.id, { color: '#10b981' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().color).toBe(hex('Verde'));
    const navy = await edit(admin.token, pro.id, { color: '#123456' });
    expect(navy.json().color).toBe(hex('Azul-petróleo'));

    const refused = await addProfessional(admin.token, { color: 'vermelho' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ color: INVALID_COLOR });
    const malformed = await edit(admin.token, pro.id, { color: 'verde' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ color: 'Cor inválida. Use o formato #RRGGBB.' });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(admin.token),
    });
    expect(list.json().find((user: { id: string }) => user.id === pro.id).color).toBe(
      hex('Azul-petróleo'),
    );
  });

  it('lets the admin change a professional’s colour to another of the palette', async () => {
    const admin = await registerAdmin(t);
    const pro = (await addProfessional(admin.token)).json();
    const edited = await edit(admin.token, pro.id, { color: hex('Turquesa') });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().color).toBe(hex('Turquesa'));
  });
});
