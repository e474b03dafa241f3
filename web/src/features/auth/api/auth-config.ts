import { apiJson } from '@/lib/api-client';

export type AuthConfig = { externalAuthUrl: string | null };

/** GET /api/auth/config: whether an external login provider is configured. */
export function fetchAuthConfig() {
  return apiJson<AuthConfig>('GET', '/api/auth/config');
}
