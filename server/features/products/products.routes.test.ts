import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema.ts';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { HUGE_TEXT, caller, expectRefusedWithoutWrites } from '@tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);
const consulta = { name: 'Consulta inicial', description: 'Primeira conversa', duration: 45 };

describe('POST /api/products', () => {
  it('creates a product with the SPEC defaults and audits it', async () => {
    const pro = await signedInProfessional(t);
    const response = await call('POST', '/api/products', pro.token, { name: 'Parecer' });
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toEqual({
      id: expect.any(String),
      userId: pro.id,
      name: 'Parecer',
      description: null,
      duration: 60,
      price: 0,
      priceCents: 0,
      releaseUnpaidAfterMinutes: null,
      isActive: true,
      locationKind: 'online',
      locationDetail: null,
      location: {
        kind: 'online',
        detail: null,
        googleMeet: false,
        summary: 'Online (o link de acesso será combinado com o profissional)',
      },
      slotIntervalMinutes: null,
      minimumNoticeMinutes: null,
      maximumHorizonDays: null,
      officeServiceId: null,
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, product.id));
    expect(audit).toMatchObject({ action: 'create', entity: 'product', after: product });
  });

  it.each([
    [150.5, 15050, 150.5],
    [19.99, 1999, 19.99],
    [0.29, 29, 0.29],
    ['150,50', 15050, 150.5],
    ['1200', 120000, 1200],
    [1000000, 100000000, 1000000],
  ])('stores the price %j as %d centavos', async (price, priceCents, shown) => {
    const pro = await signedInProfessional(t);
    const response = await call('POST', '/api/products', pro.token, { ...consulta, price });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ price: shown, priceCents });
    const [row] = await t.db.select().from(products).where(eq(products.id, response.json().id));
    expect(row?.priceCents).toBe(priceCents);
  });

  it.each([
    [{ name: '' }, 'name', 'Nome do produto é obrigatório'],
    [{ name: '   ' }, 'name', 'Nome do produto é obrigatório'],
    [{ name: undefined }, 'name', 'Nome do produto é obrigatório'],
    [{ duration: 0 }, 'duration', 'Duração deve ser maior que 0'],
    [{ duration: -30 }, 'duration', 'Duração deve ser maior que 0'],
    [{ duration: 30.5 }, 'duration', 'A duração deve ser um número inteiro de minutos.'],
    [{ duration: 1441 }, 'duration', 'A duração deve ser de no máximo 1440 minutos (24 horas).'],
    [{ price: -1 }, 'price', 'O preço não pode ser negativo.'],
    [{ price: 10.999 }, 'price', 'O preço deve ter no máximo 2 casas decimais (centavos).'],
    [{ price: '10,555' }, 'price', 'O preço deve ter no máximo 2 casas decimais (centavos).'],
    [{ price: 1000000.01 }, 'price', 'O preço deve ser de no máximo R$ 1.000.000,00.'],
    [
      { price: 'cem reais' },
      'price',
      'Preço inválido. Informe um valor em reais, por exemplo 150,50.',
    ],
    [{ price: true }, 'price', 'Preço inválido. Informe um valor em reais, por exemplo 150,50.'],
    [
      { price: '9'.repeat(40) },
      'price',
      'Preço inválido. Informe um valor em reais, por exemplo 150,50.',
    ],
    [{ description: 'd'.repeat(2001) }, 'description', 'Texto muito longo'],
    [{ name: 'n'.repeat(201) }, 'name', 'Texto muito longo'],
    [{ isActive: 1 }, 'isActive', 'Valor inválido: use verdadeiro ou falso.'],
  ])('refuses %j with a pt-BR message on %s', async (change, field, message) => {
    const pro = await signedInProfessional(t);
    const response = await call('POST', '/api/products', pro.token, { ...consulta, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('refuses malformed JSON, wrong types and huge strings without writing', async () => {
    const pro = await signedInProfessional(t);
    await expectRefusedWithoutWrites(
      t,
      { method: 'POST', url: '/api/products', token: pro.token, table: products },
      [
        {},
        { ...consulta, name: 42 },
        { ...consulta, duration: '45' },
        { ...consulta, isActive: 'yes' },
        { ...consulta, price: [1] },
        { ...consulta, name: HUGE_TEXT },
        { ...consulta, description: HUGE_TEXT },
        { ...consulta, price: HUGE_TEXT },
      ],
    );
  });

  it('lets an admin add a product for its professional, not for another organization', async () => {
    const admin = await registerAdmin(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    const stranger = await signedInProfessional(t);
    const mine = await call('POST', '/api/products', admin.token, { ...consulta, userId: pro.id });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().userId).toBe(pro.id);
    const theirs = await call('POST', '/api/products', admin.token, {
      ...consulta,
      userId: stranger.id,
    });
    expect(theirs.statusCode).toBe(404);
    const asPro = await call('POST', '/api/products', pro.token, {
      ...consulta,
      userId: admin.user.id,
    });
    expect(asPro.statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await call('POST', '/api/products', undefined, consulta)).statusCode).toBe(401);
    expect((await call('GET', '/api/products')).statusCode).toBe(401);
  });
});

describe('GET /api/products', () => {
  it('lists all own products, active or not, by name', async () => {
    const pro = await signedInProfessional(t);
    const other = await signedInProfessional(t);
    await call('POST', '/api/products', other.token, consulta);
    await call('POST', '/api/products', pro.token, { name: 'Recurso', isActive: false });
    await call('POST', '/api/products', pro.token, { name: 'Audiência' });
    const list = (await call('GET', '/api/products', pro.token)).json();
    expect(list.map((p: { name: string; isActive: boolean }) => [p.name, p.isActive])).toEqual([
      ['Audiência', true],
      ['Recurso', false],
    ]);
  });

  it("lets an admin read its professional's products with ?userId, 404 for another organization", async () => {
    const admin = await registerAdmin(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    const stranger = await signedInProfessional(t);
    await call('POST', '/api/products', pro.token, consulta);
    const mine = await call('GET', `/api/products?userId=${pro.id}`, admin.token);
    expect(mine.json().map((p: { name: string }) => p.name)).toEqual([consulta.name]);
    const theirs = await call('GET', `/api/products?userId=${stranger.id}`, admin.token);
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', `/api/products?userId=${admin.user.id}`, pro.token)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/products?userId=xyz', admin.token)).statusCode).toBe(400);
  });
});
