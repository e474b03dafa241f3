import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { UserDto } from '@core/schemas/auth.ts';

export const usersPath = '/api/admin/users';

/** GET /api/admin/users: every user of the admin's organization, by name. */
export function fetchUsers() {
  return apiJson<UserDto[]>('GET', usersPath);
}

export const usersQueryOptions = () =>
  queryOptions({ queryKey: [usersPath], queryFn: fetchUsers, ...cacheTiers.critical });

export function useUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
