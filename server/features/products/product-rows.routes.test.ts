import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema.ts';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { caller, countRows, expectRefusedWithoutWrites } from '@tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);
const parecer = {
  name: 'Parecer jurídico',
  description: 'Análise escrita',
  duration: 90,
  price: 800,
};

/** An organization with its admin and a professional who already sells one product. */
async function organization() {
  const admin = await registerAdmin(t);
  const pro = await signedInProfessional(t, admin.user.organizationId);
  const product = (await call('POST', '/api/products', pro.token, parecer)).json();
  return { admin, pro, product };
}

const auditsOf = (entityId: string, action: 'update' | 'delete') =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

describe('PUT /api/products/:id', () => {
  it('changes only the given fields and audits before and after', async () => {
    const { pro, product } = await organization();
    const response = await call('PUT', `/api/products/${product.id}`, pro.token, {
      price: '950,90',
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toEqual({ ...product, price: 950.9, priceCents: 95090, isActive: false });
    const [audit] = await auditsOf(product.id, 'update');
    expect(audit).toMatchObject({ actorUserId: pro.id, before: product, after: updated });
  });

  it('clears the description when it is sent blank', async () => {
    const { pro, product } = await organization();
    const response = await call('PUT', `/api/products/${product.id}`, pro.token, {
      description: '  ',
    });
    expect(response.json().description).toBeNull();
  });

  it('validates like creation, in pt-BR', async () => {
    const { pro, product } = await organization();
    const response = await call('PUT', `/api/products/${product.id}`, pro.token, {
      name: '',
      duration: 0,
      price: 1.234,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      name: 'Nome do produto é obrigatório',
      duration: 'Duração deve ser maior que 0',
      price: 'O preço deve ter no máximo 2 casas decimais (centavos).',
    });
  });

  it('refuses bad bodies without writing', async () => {
    const { pro, product } = await organization();
    await expectRefusedWithoutWrites(
      t,
      { method: 'PUT', url: `/api/products/${product.id}`, token: pro.token, table: products },
      [{ name: null }, { duration: 'noventa' }, { price: -5 }, { isActive: 0 }],
    );
    expect(await auditsOf(product.id, 'update')).toHaveLength(0);
  });

  it("answers 404 to a colleague and to another organization's admin; the admin of its organization may edit", async () => {
    const { admin, product } = await organization();
    const colleague = await signedInProfessional(t, admin.user.organizationId);
    const stranger = await registerAdmin(t);
    const rename = { name: 'Outro nome' };
    expect(
      (await call('PUT', `/api/products/${product.id}`, colleague.token, rename)).statusCode,
    ).toBe(404);
    const foreign = await call('PUT', `/api/products/${product.id}`, stranger.token, rename);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Produto não encontrado.');
    const own = await call('PUT', `/api/products/${product.id}`, admin.token, rename);
    expect(own.json().name).toBe('Outro nome');
  });

  it('answers 401 without a session and 400 for a malformed id', async () => {
    const { pro, product } = await organization();
    expect((await call('PUT', `/api/products/${product.id}`, undefined, parecer)).statusCode).toBe(
      401,
    );
    expect((await call('PUT', '/api/products/abc', pro.token, parecer)).statusCode).toBe(400);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes the own product and audits it', async () => {
    const { pro, product } = await organization();
    expect((await call('DELETE', `/api/products/${product.id}`, pro.token)).statusCode).toBe(204);
    expect((await call('GET', '/api/products', pro.token)).json()).toEqual([]);
    const [audit] = await auditsOf(product.id, 'delete');
    expect(audit).toMatchObject({ before: product, after: null });
    expect((await call('DELETE', `/api/products/${product.id}`, pro.token)).statusCode).toBe(404);
  });

  it("leaves another professional's or organization's product alone", async () => {
    const { admin, product } = await organization();
    const colleague = await signedInProfessional(t, admin.user.organizationId);
    const stranger = await registerAdmin(t);
    const before = await countRows(t.db, products);
    expect((await call('DELETE', `/api/products/${product.id}`, colleague.token)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/products/${product.id}`, stranger.token)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/products/${product.id}`)).statusCode).toBe(401);
    expect(await countRows(t.db, products)).toBe(before);
  });
});

describe('GET /api/products/:userId (public)', () => {
  it('lists the active products of an active professional without a login', async () => {
    const { pro, product } = await organization();
    await call('POST', '/api/products', pro.token, { name: 'Arquivado', isActive: false });
    const response = await call('GET', `/api/products/${pro.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([product]);
  });

  it.each(['inactive', 'removed', 'unknown', 'malformed'] as const)(
    'answers 404 "Usuário não encontrado" for a %s user',
    async (kind) => {
      const { admin, pro } = await organization();
      if (kind === 'inactive')
        await call('PUT', `/api/admin/users/${pro.id}`, admin.token, { isActive: false });
      if (kind === 'removed') await call('DELETE', `/api/admin/users/${pro.id}`, admin.token);
      const id = {
        inactive: pro.id,
        removed: pro.id,
        unknown: '00000000-0000-4000-8000-000000000000',
        malformed: 'nao-e-um-id',
      }[kind];
      const response = await call('GET', `/api/products/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Usuário não encontrado');
    },
  );
});
