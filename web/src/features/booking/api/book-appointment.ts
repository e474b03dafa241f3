import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import type { PublicBookingDto } from '@core/schemas/appointments.ts';
import { slotsPath } from './list-slots';

/** The public creation payload of SPEC §3. */
export type PublicBookingBody = {
  professionalId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  notes: string | null;
  /** ISO instant: the chosen slot's start. */
  startTime: string;
  productId: string | null;
};

export type BookingAttempt = { body: PublicBookingBody; idempotencyKey: string };

/**
 * POST /api/appointments/public with an Idempotency-Key, so a retried attempt never books twice.
 * (apiRequest takes no extra headers; this is the same call plus that one header.)
 */
export async function bookAppointment({ body, idempotencyKey }: BookingAttempt) {
  const response = await fetch('/api/appointments/public', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return JSON.parse(text) as PublicBookingDto;
}

/** Books and, whatever the answer, refreshes the free slots (a 409 means they changed). */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAppointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [slotsPath] }),
  });
}
