import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { appointmentsPath } from './list-appointments';

/** POST /api/appointments/{id}/payment: the professional confirms the Pix was received. */
export function markAppointmentPaid(id: string) {
  return apiJson<AppointmentDto>('POST', `${appointmentsPath}/${encodeURIComponent(id)}/payment`, {
    status: 'paid',
  });
}

export function useMarkAppointmentPaid() {
  return useMutation({
    mutationFn: markAppointmentPaid,
    onSuccess: () => invalidateAfterChange('appointments'),
  });
}
