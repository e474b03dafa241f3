import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { FutureAppointmentsDto } from '@core/schemas/users.ts';
import { usersPath } from './list-users';

/** GET /api/admin/users/{userId}/future-appointments: what keeps the professional from removal. */
export function fetchFutureAppointments(userId: string) {
  return apiJson<FutureAppointmentsDto>(
    'GET',
    `${usersPath}/${encodeURIComponent(userId)}/future-appointments`,
  );
}

// Read afresh at every opening: an appointment may have been booked a moment ago.
export const futureAppointmentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [usersPath, userId, 'future-appointments'],
    queryFn: () => fetchFutureAppointments(userId),
    staleTime: 0,
    gcTime: 0,
  });

/** The count while `userId` is set (the removal question is open). */
export function useFutureAppointments(userId: string | undefined) {
  return useQuery({ ...futureAppointmentsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
