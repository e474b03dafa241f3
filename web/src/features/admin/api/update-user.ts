import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { UserDto } from '@core/schemas/auth.ts';
import type { UpdateProfessionalInput } from '@core/schemas/users.ts';
import { usersPath } from './list-users';

export type UpdateUserBody = z.input<typeof UpdateProfessionalInput>;

/** PUT /api/admin/users/{userId}: a blank password keeps the current one. */
export function updateUser({ userId, body }: { userId: string; body: UpdateUserBody }) {
  return apiJson<UserDto>('PUT', `${usersPath}/${encodeURIComponent(userId)}`, body);
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser, onSuccess: () => invalidateAfterChange('users') });
}
