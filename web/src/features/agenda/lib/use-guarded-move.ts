import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { scheduleWarnings } from '../../../../../core/scheduling/schedule-warnings.ts';
import { availabilityQueryOptions } from '../../availability/api/list-availability';
import { useAgenda } from './agenda-context';
import type { MovableAppointment } from './appointment-drag';
import type { MoveKind } from './use-appointment-move';

/** Working hours change rarely: a burst of drags reads them once. */
const WINDOWS_FRESH_MS = 30_000;

/** The warnings of a time for one professional: already past, or outside their weekly windows. */
export function useScheduleWarnings() {
  const { scope, zone, professionals } = useAgenda();
  const queryClient = useQueryClient();
  return useCallback(
    async (userId: string, start: Date, end: Date) => {
      // A professional reads their own hours; an admin asks for the appointment's professional.
      const owner = scope === 'admin' ? userId : undefined;
      const windows = await queryClient
        .fetchQuery({ ...availabilityQueryOptions(owner), staleTime: WINDOWS_FRESH_MS })
        // Hours unknown: only the past is asked about; the server still decides.
        .catch(() => undefined);
      const timeZone = professionals?.find((person) => person.id === userId)?.timezone ?? zone;
      return scheduleWarnings({ start, end, now: Date.now(), windows, timeZone });
    },
    [queryClient, scope, zone, professionals],
  );
}

/**
 * Moves an appointment (drag and drop or the 'Mover' dialog), first asking in 'Confirmar horário'
 * when the new time has passed or leaves the professional's working hours. Cancelling there
 * leaves it where it was.
 */
export function useGuardedMove() {
  const { move, dialogs } = useAgenda();
  const warningsAt = useScheduleWarnings();
  const { open } = dialogs;
  return useCallback(
    async (appointment: MovableAppointment, start: Date, how: MoveKind = 'drag') => {
      const from = Date.parse(appointment.startTime);
      if (start.getTime() === from) return;
      const end = new Date(start.getTime() + Date.parse(appointment.endTime) - from);
      const warnings = await warningsAt(appointment.userId, start, end);
      if (warnings.length) open({ kind: 'confirm-move', appointment, start, how, warnings });
      else await move(appointment.id, start, how);
    },
    [move, open, warningsAt],
  );
}
