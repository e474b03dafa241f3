import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { AuthResponse, RegisterAdminInput } from '@core/schemas/auth.ts';

/** POST /api/auth/admin/register: a new organization whose first user is its admin. */
export function registerAdmin(input: RegisterAdminInput) {
  return apiJson<AuthResponse>('POST', '/api/auth/admin/register', input);
}

export function useRegisterAdmin() {
  return useMutation({ mutationFn: registerAdmin });
}
