import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { AvailabilityDto } from '@core/schemas/availability.ts';

export const availabilityPath = '/api/availability';

/** GET /api/availability: the signed-in user's weekly windows, or (admins) a professional's. */
export function fetchAvailability(userId?: string) {
  const query = userId ? `?userId=${encodeURIComponent(userId)}` : '';
  return apiJson<AvailabilityDto[]>('GET', `${availabilityPath}${query}`);
}

export const availabilityQueryOptions = (userId?: string) =>
  queryOptions({
    queryKey: [availabilityPath, userId ?? 'own'],
    queryFn: () => fetchAvailability(userId),
  });

export function useAvailability(userId?: string) {
  return useQuery(availabilityQueryOptions(userId));
}
