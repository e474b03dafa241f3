import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { ManagedBookingDto } from '../../../../../core/schemas/manage-booking.ts';

export const managedBookingPath = (token: string) =>
  `/api/booking/manage/${encodeURIComponent(token)}`;

/** GET /api/booking/manage/:token: the client's own appointment, by its private link. */
export function fetchManagedBooking(token: string) {
  return apiJson<ManagedBookingDto>('GET', managedBookingPath(token));
}

export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [managedBookingPath(token)],
    queryFn: () => fetchManagedBooking(token),
    ...cacheTiers.critical,
    // A link that opens nothing will not open on a second try; a network hiccup may.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });

export function useManagedBooking(token: string) {
  return useQuery(managedBookingQueryOptions(token));
}
