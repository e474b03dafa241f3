import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { GoogleConflictsDto } from '@core/schemas/google.ts';
import { googlePaths } from './google-paths';

const MINUTE = 60_000;

export type ConflictsRange = { from: Date; to: Date; userId?: string };

/** GET /api/google/conflicts: appointments of the range that overlap busy times in Google. */
export function fetchGoogleConflicts({ from, to, userId }: ConflictsRange) {
  const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  if (userId) query.set('userId', userId);
  return apiJson<GoogleConflictsDto>('GET', `${googlePaths.conflicts}?${query}`);
}

/**
 * The ids of the shown appointments that clash with their professional's Google Calendar.
 * `shown` (ids and times of what is on screen) is part of the key, so a move asks again.
 */
export function useGoogleConflictIds(range: ConflictsRange, shown: string) {
  const query = useQuery({
    queryKey: [
      googlePaths.conflicts,
      range.from.toISOString(),
      range.to.toISOString(),
      range.userId ?? 'all',
      shown,
    ],
    queryFn: () => fetchGoogleConflicts(range),
    enabled: shown.length > 0,
    staleTime: MINUTE,
    gcTime: 5 * MINUTE,
    refetchInterval: 2 * MINUTE,
  });
  return new Set(query.data?.conflicts.map((conflict) => conflict.appointmentId) ?? []);
}
