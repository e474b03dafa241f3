import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { UserDto } from '@core/schemas/auth.ts';

export const profilePath = '/api/user/profile';

/** GET /api/user/profile: the signed-in user with their scheduling settings. */
export function fetchProfile() {
  return apiJson<UserDto>('GET', profilePath);
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: [profilePath], queryFn: fetchProfile, ...cacheTiers.moderate });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
