import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { managedBookingPath } from './get-managed-booking';

/** POST /api/booking/manage/:token/cancel: the client cancels their own appointment. */
export async function cancelManagedBooking(token: string) {
  await apiRequest('POST', `${managedBookingPath(token)}/cancel`);
}

/** Cancels; the page's data is dropped (the link opens nothing any more). */
export function useCancelManagedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelManagedBooking(token),
    onSuccess: () => queryClient.removeQueries({ queryKey: [managedBookingPath(token)] }),
  });
}
