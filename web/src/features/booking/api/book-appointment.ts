import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type {
  AnyProfessionalBookingDto,
  AnyProfessionalBookingInput,
} from '@core/schemas/any-professional.ts';
import type { PublicBookingDto, PublicBookingInput } from '@core/schemas/appointments.ts';
import { slotsPath } from './list-slots';

/** The public creation payload of SPEC §3, or 'Qualquer profissional' of an area (decision 073). */
export type PublicBookingBody =
  z.input<typeof PublicBookingInput> | z.input<typeof AnyProfessionalBookingInput>;

export type BookingAttempt = { body: PublicBookingBody; idempotencyKey: string };

/** POST /api/appointments/public with an Idempotency-Key, so a retried attempt never books twice. */
export function bookAppointment({ body, idempotencyKey }: BookingAttempt) {
  const path = 'adminId' in body ? '/api/appointments/public/any' : '/api/appointments/public';
  return apiJson<PublicBookingDto & Partial<AnyProfessionalBookingDto>>('POST', path, body, {
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
