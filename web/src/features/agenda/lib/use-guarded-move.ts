import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { zonedDateTime } from '@core/scheduling/local-date.ts';
import { scheduleWarnings } from '@core/scheduling/schedule-warnings.ts';
import { holidaysQueryOptions, overrideDaysQueryOptions } from '../api/list-holidays';
import { useAgenda } from './agenda-context';
import type { MovableAppointment } from './appointment-drag';
import { needsAsking, type TimeWarnings } from './schedule-warnings';
import { useBlockMove } from './use-block-move';
import type { MoveKind } from './use-appointment-move';

/** Working hours and holidays change rarely: a burst of drags reads them once. */
const WINDOWS_FRESH_MS = 30_000;

/**
 * The warnings of a time for one professional: already past, outside their weekly windows (a
 * lunch break included), or on one of the office's holidays. Asked by every way of choosing a
 * time on the agenda: a drag, the 'Mover' dialog and the create/edit form.
 */
export function useScheduleWarnings() {
  const { scope, zone, professionals, windowsQuery } = useAgenda();
  const queryClient = useQueryClient();
  return useCallback(
    async (userId: string, start: Date, end: Date): Promise<TimeWarnings> => {
      // A professional reads their own hours; an admin asks for the appointment's professional.
      const owner = scope === 'admin' ? userId : undefined;
      const timeZone = professionals?.find((person) => person.id === userId)?.timezone ?? zone;
      const day = zonedDateTime(start.getTime(), timeZone).date;
      // Unknown hours or holidays: only what is known is asked about; the server still decides.
      const [windows, holidays, daysOff] = await Promise.all([
        queryClient
          .fetchQuery({ ...windowsQuery(owner), staleTime: WINDOWS_FRESH_MS })
          .catch(() => undefined),
        queryClient
          .fetchQuery({ ...holidaysQueryOptions(day, day), staleTime: WINDOWS_FRESH_MS })
          .catch(() => undefined),
        queryClient
          .fetchQuery({ ...overrideDaysQueryOptions(day, day, owner), staleTime: WINDOWS_FRESH_MS })
          .catch(() => undefined),
      ]);
      return {
        warnings: scheduleWarnings({ start, end, now: Date.now(), windows, timeZone }),
        holiday: holidays?.find((holiday) => holiday.date === day)?.name,
        // A day off (the professional's or the office's) is asked about like a holiday.
        dayOff: daysOff?.find((dayOff) => dayOff.date === day)?.name,
      };
    },
    [queryClient, scope, zone, professionals, windowsQuery],
  );
}

/**
 * Moves an appointment (drag and drop or the 'Mover' dialog), first asking in 'Confirmar horário'
 * when the new time has passed, leaves the professional's working hours or is a holiday.
 * Cancelling there leaves it where it was. A dragged block moves at once: it is no booking, and
 * may sit outside working hours (decision 077).
 */
export function useGuardedMove() {
  const { move, dialogs, zone } = useAgenda();
  const warningsAt = useScheduleWarnings();
  const moveBlock = useBlockMove(zone);
  const { open } = dialogs;
  return useCallback(
    async (appointment: MovableAppointment, start: Date, how: MoveKind = 'drag') => {
      const from = Date.parse(appointment.startTime);
      if (start.getTime() === from) return;
      if (appointment.kind === 'block') {
        await moveBlock(appointment.id, start);
        return;
      }
      const end = new Date(start.getTime() + Date.parse(appointment.endTime) - from);
      const warnings = await warningsAt(appointment.userId, start, end);
      if (needsAsking(warnings)) open({ kind: 'confirm-move', appointment, start, how, warnings });
      else await move(appointment.id, start, how);
    },
    [move, open, warningsAt, moveBlock],
  );
}
