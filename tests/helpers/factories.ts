import type { AuthResponse, RegisterAdminInput } from '@core/schemas/auth.ts';
import { hashPassword } from '../../server/features/auth/password.ts';
import { insertUser } from '../../server/features/users/users.repository.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Registers a new organization through the real endpoint and returns its admin's session. */
export async function registerAdmin(
  { app }: TestApp,
  overrides: Partial<RegisterAdminInput> = {},
): Promise<AuthResponse & { password: string }> {
  const body = {
    name: 'Ana Souza',
    email: `admin-${unique()}@example.com`,
    password: 'segredo123',
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/admin/register',
    payload: body,
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthResponse), password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A professional in an organization, with a password, as the admin screens will create one. */
export async function createProfessional(
  { db }: TestApp,
  organizationId: string,
  overrides: Partial<{
    name: string;
    email: string;
    password: string;
    isActive: boolean;
    role: 'professional' | 'secretary';
  }> = {},
) {
  const password = overrides.password ?? 'segredo123';
  const user = await insertUser(db, {
    organizationId,
    role: overrides.role ?? 'professional',
    name: overrides.name ?? 'Bruno Lima',
    email: overrides.email ?? `pro-${unique()}@example.com`,
    passwordHash: await hashPassword(password),
    isActive: overrides.isActive ?? true,
  });
  return { ...user, password };
}

/** Signs a user in through the real endpoint and returns the bearer token. */
export async function signIn({ app }: TestApp, user: { email: string; password: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as AuthResponse).token;
}

/** A signed-in professional of the organization, or of a new one when none is given. */
export async function signedInProfessional(
  t: TestApp,
  organizationId?: string,
  overrides: Parameters<typeof createProfessional>[2] = {},
) {
  const orgId = organizationId ?? (await registerAdmin(t)).user.organizationId;
  const professional = await createProfessional(t, orgId, overrides);
  return { ...professional, token: await signIn(t, professional) };
}

/** A secretary of an organization (decision 080), signed in through the real endpoint. */
export async function signedInSecretary(t: TestApp, organizationId: string) {
  return signedInProfessional(t, organizationId, { name: 'Carla Dias', role: 'secretary' });
}
