import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { UserDto } from '@core/schemas/auth.ts';
import type { CreateProfessionalInput } from '@core/schemas/users.ts';
import { usersPath } from './list-users';

export type CreateUserBody = z.input<typeof CreateProfessionalInput>;

/** POST /api/admin/users: adds a professional to the organization. */
export function createUser(body: CreateUserBody) {
  return apiJson<UserDto>('POST', usersPath, body);
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateAfterChange('users') });
}
