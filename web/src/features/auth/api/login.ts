import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { AuthResponse, LoginInput } from '@core/schemas/auth.ts';
import { loginWithExternalProvider } from './external-login';

/** POST /api/auth/user/login: internal email and password login. */
export function loginUser(input: LoginInput) {
  return apiJson<AuthResponse>('POST', '/api/auth/user/login', input);
}

/** Tries the external provider first; any failure there falls back silently (SPEC §7). */
export async function login(input: LoginInput) {
  try {
    return await loginWithExternalProvider(input.email, input.password);
  } catch {
    return loginUser({ ...input, rememberMe: input.rememberMe ?? false });
  }
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
