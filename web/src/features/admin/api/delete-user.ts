import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import { usersPath } from './list-users';

/** DELETE /api/admin/users/{userId}: 409 while the professional has future appointments. */
export async function deleteUser(userId: string) {
  await apiRequest('DELETE', `${usersPath}/${encodeURIComponent(userId)}`);
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser, onSuccess: () => invalidateAfterChange('users') });
}
