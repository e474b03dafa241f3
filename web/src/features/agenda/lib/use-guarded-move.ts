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

/** A time asked about, with what needs a second look at it. */
export type TimeAskedAbout = { start: Date; found: TimeWarnings };

/**
 * The warnings of times for one professional: already past, outside their weekly windows (a
 * lunch break included), or on one of the office's holidays or a day off. Asked by every way of
 * choosing a time on the agenda: a drag, the 'Mover' dialog and the create/edit form, and for
 * each occurrence of a series (its hours and days read once for them all).
 */
export function useScheduleWarningsOf() {
  const { scope, zone, professionals, windowsQuery } = useAgenda();
  const queryClient = useQueryClient();
  return useCallback(
    async (userId: string, times: { start: Date; end: Date }[]): Promise<TimeAskedAbout[]> => {
      // A professional reads their own hours; an admin asks for the appointment's professional.
      const owner = scope === 'admin' ? userId : undefined;
      const timeZone = professionals?.find((person) => person.id === userId)?.timezone ?? zone;
      const days = times.map(({ start }) => zonedDateTime(start.getTime(), timeZone).date);
      const [from, to] = [days.reduce(earlier), days.reduce(later)];
      // Unknown hours or holidays: only what is known is asked about; the server still decides.
      const [windows, holidays, daysOff] = await Promise.all([
        queryClient
          .fetchQuery({ ...windowsQuery(owner), staleTime: WINDOWS_FRESH_MS })
          .catch(() => undefined),
        queryClient
          .fetchQuery({ ...holidaysQueryOptions(from, to), staleTime: WINDOWS_FRESH_MS })
          .catch(() => undefined),
        queryClient
          .fetchQuery({ ...overrideDaysQueryOptions(from, to, owner), staleTime: WINDOWS_FRESH_MS })
          .catch(() => undefined),
      ]);
      const now = Date.now();
      return times.map(({ start, end }, index) => ({
        start,
        found: {
          warnings: scheduleWarnings({ start, end, now, windows, timeZone }),
          holiday: holidays?.find((holiday) => holiday.date === days[index])?.name,
          // A day off (the professional's or the office's) is asked about like a holiday.
          dayOff: daysOff?.find((dayOff) => dayOff.date === days[index])?.name,
        },
      }));
    },
    [queryClient, scope, zone, professionals, windowsQuery],
  );
}

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/** `useScheduleWarningsOf` for one time. */
export function useScheduleWarnings() {
  const warningsOf = useScheduleWarningsOf();
  return useCallback(
    async (userId: string, start: Date, end: Date): Promise<TimeWarnings> =>
      (await warningsOf(userId, [{ start, end }]))[0]!.found,
    [warningsOf],
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
