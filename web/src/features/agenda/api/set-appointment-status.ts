import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import type {
  DayAttendanceDto,
  DayAttendanceInput,
  SettableStatus,
} from '@core/schemas/appointment-status.ts';
import { appointmentsPath } from './list-appointments';

/** POST /api/appointments/{id}/status: 'Confirmar', 'Compareceu' or 'Faltou' (decision 083). */
export function setAppointmentStatus({ id, status }: { id: string; status: SettableStatus }) {
  return apiJson<AppointmentDto>('POST', `${appointmentsPath}/${encodeURIComponent(id)}/status`, {
    status,
  });
}

export function useSetAppointmentStatus() {
  return useMutation({
    mutationFn: setAppointmentStatus,
    onSuccess: () => invalidateAfterChange('appointments'),
  });
}

/** POST /api/appointments/attendance/day: 'Marcar presença do dia' of one professional. */
export function markDayAttendance(input: DayAttendanceInput) {
  return apiJson<DayAttendanceDto>('POST', `${appointmentsPath}/attendance/day`, input);
}

export function useMarkDayAttendance() {
  return useMutation({
    mutationFn: markDayAttendance,
    onSuccess: () => invalidateAfterChange('appointments'),
  });
}
