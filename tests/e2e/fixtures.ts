import { type APIRequestContext, test as base, expect } from '@playwright/test';

let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`;

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
  userId: string;
}

/** Registers a new organization through the real API and returns its admin. */
export async function createAdmin(request: APIRequestContext, name = 'Ana Souza'): Promise<Account> {
  const body = { name, email: uniqueEmail('admin'), password: 'segredo123' };
  const response = await request.post('/api/auth/admin/register', { data: body });
  expect(response.status()).toBe(201);
  const json = await response.json();
  return { ...body, token: json.token, userId: json.user.id };
}

/** Adds a professional to the admin's organization through the admin API. */
export async function createProfessional(
  request: APIRequestContext,
  admin: Account,
  name = 'Bruno Lima',
): Promise<Account> {
  const body = { name, email: uniqueEmail('pro'), password: 'segredo123', title: 'Advogado' };
  const response = await request.post('/api/admin/users', {
    data: body,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.status()).toBe(201);
  const json = await response.json();
  return { ...body, token: '', userId: json.id };
}

export const test = base;
export { expect };
