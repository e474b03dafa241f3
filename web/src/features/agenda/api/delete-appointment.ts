import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import { appointmentsPath } from './list-appointments';

/** DELETE /api/appointments/{id}: cancels its webhooks, notifies and removes the calendar event. */
export async function deleteAppointment(id: string) {
  await apiRequest('DELETE', `${appointmentsPath}/${encodeURIComponent(id)}`);
}

export function useDeleteAppointment() {
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: () => invalidateAfterChange('appointments'),
  });
}
