import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { ManageLinkDto } from '@core/schemas/manage-booking.ts';

export const managedBookingPath = (token: string) =>
  `/api/booking/manage/${encodeURIComponent(token)}`;

/** GET /api/booking/manage/:token: the client's own appointment (or its cancellation), by its private link. */
export function fetchManagedBooking(token: string) {
  return apiJson<ManageLinkDto>('GET', managedBookingPath(token));
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
