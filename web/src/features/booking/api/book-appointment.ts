import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { PublicBookingDto, PublicBookingInput } from '@core/schemas/appointments.ts';
import { slotsPath } from './list-slots';

/** The public creation payload of SPEC §3. */
export type PublicBookingBody = z.input<typeof PublicBookingInput>;

export type BookingAttempt = { body: PublicBookingBody; idempotencyKey: string };

/** POST /api/appointments/public with an Idempotency-Key, so a retried attempt never books twice. */
export function bookAppointment({ body, idempotencyKey }: BookingAttempt) {
  return apiJson<PublicBookingDto>('POST', '/api/appointments/public', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Books and, whatever the answer, refreshes the free slots (a 409 means they changed). */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAppointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [slotsPath] }),
  });
}
