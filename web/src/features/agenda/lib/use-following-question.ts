import { useCallback } from 'react';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { fetchFollowing } from '../api/create-appointment-series';
import { useAgenda } from './agenda-context';
import { seriesTimeQuestion } from './time-questions';
import { followingMoved } from './times-asked-about';
import { useScheduleWarningsOf } from './use-guarded-move';

/**
 * What 'Este e os seguintes' asks before moving an occurrence and the later ones of its series
 * by as much: each moved time that has passed, leaves the professional's hours or falls on a
 * holiday or day off, named by its date (a single move asks the same); undefined when none does.
 * The occurrences are the server's list of what the move would change (one read, however long
 * the series).
 */
export function useFollowingQuestion() {
  const { scope, zone, professionals } = useAgenda();
  const warningsOf = useScheduleWarningsOf();
  return useCallback(
    async (occurrence: AppointmentDto, start: Date): Promise<string | undefined> => {
      const moved = followingMoved(occurrence, await fetchFollowing(occurrence.id), start);
      const asked = await warningsOf(occurrence.userId, moved);
      const owner =
        scope === 'admin'
          ? professionals?.find((person) => person.id === occurrence.userId)?.name
          : undefined;
      return seriesTimeQuestion(asked, zone, { owner, moving: true });
    },
    [scope, zone, professionals, warningsOf],
  );
}
