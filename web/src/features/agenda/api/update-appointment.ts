import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { AppointmentDto, UpdateAppointmentInput } from '@core/schemas/appointments.ts';
import { appointmentsPath } from './list-appointments';

export type UpdateAppointmentBody = z.input<typeof UpdateAppointmentInput>;
export type UpdateAppointmentVariables = { id: string; body: UpdateAppointmentBody };

/** PUT /api/appointments/{id}: a new start alone keeps the duration; 409 when that time is full. */
export function updateAppointment({ id, body }: UpdateAppointmentVariables) {
  return apiJson<AppointmentDto>('PUT', `${appointmentsPath}/${encodeURIComponent(id)}`, body);
}

export function useUpdateAppointment() {
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: () => invalidateAfterChange('appointments'),
  });
}

/** The appointment at a new start, with its duration kept (as the server does). */
function movedTo(appointment: AppointmentDto, start: Date): AppointmentDto {
  const duration = Date.parse(appointment.endTime) - Date.parse(appointment.startTime);
  const end = new Date(start.getTime() + duration);
  return { ...appointment, startTime: start.toISOString(), endTime: end.toISOString() };
}

/**
 * A move shown at once on every calendar holding the appointment; a refusal (409) puts it back
 * where it was.
 */
export function useMoveAppointment() {
  const queryClient = useQueryClient();
  const lists = { queryKey: [appointmentsPath] };
  return useMutation({
    mutationFn: ({ id, start }: { id: string; start: Date }) =>
      updateAppointment({ id, body: { startTime: new Date(start.getTime()).toISOString() } }),
    onMutate: async ({ id, start }) => {
      await queryClient.cancelQueries(lists);
      const snapshot = queryClient.getQueriesData<AppointmentDto[]>(lists);
      queryClient.setQueriesData<AppointmentDto[]>(lists, (list) =>
        list?.map((appointment) =>
          appointment.id === id ? movedTo(appointment, start) : appointment,
        ),
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => invalidateAfterChange('appointments'),
  });
}
