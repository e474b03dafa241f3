import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ManagedBookingDto } from '@core/schemas/manage-booking.ts';
import { managedBookingPath } from './get-managed-booking';

/** POST /api/booking/manage/:token/confirm: the client confirms their presence (decision 087). */
export function confirmManagedBooking(token: string) {
  return apiJson<ManagedBookingDto>('POST', `${managedBookingPath(token)}/confirm`, undefined);
}

/** Confirms; the private page shows the confirmed appointment at once. */
export function useConfirmManagedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmManagedBooking(token),
    onSuccess: (booking) => queryClient.setQueryData([managedBookingPath(token)], booking),
  });
}
