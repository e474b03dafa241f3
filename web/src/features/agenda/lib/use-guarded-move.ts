import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { HolidayDto } from '@core/schemas/holidays.ts';
import { holidaysQueryOptions, overrideDaysQueryOptions } from '../api/list-holidays';
import { useAgenda } from './agenda-context';
import type { MovableAppointment } from './appointment-drag';
import { needsAsking, type TimeWarnings } from './schedule-warnings';
import { type TimeAskedAbout, dateReads, datesOf, timesAskedAbout } from './times-asked-about';
import { useBlockMove } from './use-block-move';
import type { MoveKind } from './use-appointment-move';

/** Working hours and holidays change rarely: a burst of drags reads them once. */
const WINDOWS_FRESH_MS = 30_000;

export type { TimeAskedAbout } from './times-asked-about';

/**
 * The warnings of times for one professional: already past, outside their weekly windows (a
 * lunch break included), or on one of the office's holidays or a day off. Asked by every way of
 * choosing a time on the agenda: a drag, the 'Mover' dialog and the create/edit form, and for
 * each occurrence of a series (its hours read once for them all, its holidays and days off in
 * reads of at most a year, as the server lists them).
 */
export function useScheduleWarningsOf() {
  const { scope, zone, professionals, windowsQuery } = useAgenda();
  const queryClient = useQueryClient();
  return useCallback(
    async (userId: string, times: { start: Date; end: Date }[]): Promise<TimeAskedAbout[]> => {
      // A professional reads their own hours; an admin asks for the appointment's professional.
      const owner = scope === 'admin' ? userId : undefined;
      const timeZone = professionals?.find((person) => person.id === userId)?.timezone ?? zone;
      const days = datesOf(times, timeZone);
      const reads = dateReads(days.reduce(earlier), days.reduce(later));
      // Unknown hours or holidays: only what is known is asked about; the server still decides.
      const readAll = (read: (from: string, to: string) => Promise<HolidayDto[]>) =>
        Promise.all(reads.map(([from, to]) => read(from, to)))
          .then((parts) => parts.flat())
          .catch(() => undefined);
      const fresh = { staleTime: WINDOWS_FRESH_MS };
      const [windows, holidays, daysOff] = await Promise.all([
        queryClient.fetchQuery({ ...windowsQuery(owner), ...fresh }).catch(() => undefined),
        readAll((from, to) =>
          queryClient.fetchQuery({ ...holidaysQueryOptions(from, to), ...fresh }),
        ),
        readAll((from, to) =>
          queryClient.fetchQuery({ ...overrideDaysQueryOptions(from, to, owner), ...fresh }),
        ),
      ]);
      return timesAskedAbout(times, { windows, holidays, daysOff, timeZone, now: Date.now() });
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
