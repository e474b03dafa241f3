import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { AppointmentDto, CreateAppointmentInput } from '@core/schemas/appointments.ts';
import { appointmentsPath } from './list-appointments';

export type CreateAppointmentBody = z.input<typeof CreateAppointmentInput>;

/** POST /api/appointments: 409 with `suggestions` when the professional is full then. */
export function createAppointment(body: CreateAppointmentBody) {
  return apiJson<AppointmentDto>('POST', appointmentsPath, body);
}

export function useCreateAppointment() {
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () => invalidateAfterChange('appointments'),
  });
}
