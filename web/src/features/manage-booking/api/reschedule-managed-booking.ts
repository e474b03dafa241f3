import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ManagedBookingDto } from '@core/schemas/manage-booking.ts';
import { managedBookingPath } from './get-managed-booking';

/** POST /api/booking/manage/:token/reschedule: moves the appointment to another free slot. */
export function rescheduleManagedBooking(token: string, startTime: string) {
  return apiJson<ManagedBookingDto>('POST', `${managedBookingPath(token)}/reschedule`, {
    startTime,
  });
}

/** Reschedules and shows the answer at once; the free times are read again either way. */
export function useRescheduleManagedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startTime: string) => rescheduleManagedBooking(token, startTime),
    onSuccess: (booking) => queryClient.setQueryData([managedBookingPath(token)], booking),
    // The slot list lives in the booking feature; its key starts with its path.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/slots'] }),
  });
}
