import { apiJson } from '@/lib/api-client';
import type { AuthResponse } from '@core/schemas/auth.ts';
import { fetchAuthConfig } from './auth-config';

/**
 * Login through the external provider (SPEC §7 steps 1-3): the provider gives a token and our
 * server verifies it. Throws when no provider is configured or any step fails.
 */
export async function loginWithExternalProvider(email: string, password: string) {
  const { externalAuthUrl } = await fetchAuthConfig();
  if (!externalAuthUrl) throw new Error('External login not configured');
  const base = externalAuthUrl.replace(/\/+$/, '');
  const { token } = await apiJson<{ token?: string }>('POST', `${base}/api/autenticacao/`, {
    email,
    password,
  });
  if (!token) throw new Error('External provider returned no token');
  return apiJson<AuthResponse>('POST', '/api/auth/external/login', {
    externalToken: token,
    loginEmail: email,
  });
}
