import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, users } from '../../db/schema.ts';
import { registerAdmin } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const officeNameOf = async (organizationId: string) => {
  const [row] = await t.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name;
};

const rowCounts = async () =>
  Promise.all(
    [users, organizations, auditLog].map(async (table) => {
      const [row] = await t.db.select({ n: count() }).from(table);
      return row!.n;
    }),
  );

describe("the office's name at registration", () => {
  it('names the office as typed, trimmed, apart from its admin', async () => {
    const admin = await registerAdmin(t, {
      name: 'Ana Souza',
      organizationName: '  Souza & Prado Advogados ',
    });
    expect(await officeNameOf(admin.user.organizationId)).toBe('Souza & Prado Advogados');
    expect(admin.user.name).toBe('Ana Souza');
  });

  it("gives the office its admin's name when an API caller leaves it out, as before", async () => {
    const admin = await registerAdmin(t, { name: 'Carlos Prado' });
    expect(await officeNameOf(admin.user.organizationId)).toBe('Carlos Prado');
  });

  it.each([
    ['blank', '   ', 'Campo obrigatório'],
    ['one letter', ' A ', 'O nome do escritório deve ter pelo menos 2 caracteres'],
    ['too long', 'x'.repeat(121), 'O nome do escritório deve ter no máximo 120 caracteres'],
    ['a number', 42, 'Campo obrigatório'],
    ['null', null, 'Campo obrigatório'],
  ])(
    'refuses a %s office name in pt-BR and writes nothing',
    async (label, organizationName, message) => {
      const before = await rowCounts();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/register',
        payload: {
          name: 'Ana Souza',
          organizationName,
          email: `office-${label.replace(' ', '-')}@example.com`,
          password: 'segredo123',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION',
        message,
        fieldErrors: { organizationName: message },
      });
      expect(await rowCounts()).toEqual(before);
    },
  );
});
