import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { AppointmentDto } from '@core/schemas/appointments.ts';

export const appointmentsPath = '/api/appointments';

/** Admins read the whole organization (or one professional); professionals their own. */
export type AgendaScope = 'admin' | 'personal';

/** The time range a screen shows; only that range is ever read. */
export type AppointmentsRange = { from: Date; to: Date; userId?: string };

const iso = (date: Date) => new Date(date.getTime()).toISOString();

/** GET /api/appointments?from&to[&userId]: the appointments overlapping the range. */
export async function fetchAppointments({ from, to, userId }: AppointmentsRange) {
  const query = new URLSearchParams({ from: iso(from), to: iso(to) });
  if (userId) query.set('userId', userId);
  try {
    return await apiJson<AppointmentDto[]>('GET', `${appointmentsPath}?${query}`);
  } catch (error) {
    // SPEC §8's error for developers and logs; the calendar shows its pt-BR sentence.
    throw new Error('Failed to fetch appointments', { cause: error });
  }
}

export const appointmentsQueryOptions = (range: AppointmentsRange, scope: AgendaScope) =>
  queryOptions({
    queryKey: [appointmentsPath, scope, iso(range.from), iso(range.to), range.userId ?? 'all'],
    queryFn: () => fetchAppointments(range),
    ...(scope === 'admin' ? cacheTiers.adminAppointments : cacheTiers.personalAppointments),
    // Switching views or weeks keeps the previous appointments on screen until the new arrive.
    placeholderData: keepPreviousData,
  });

export function useAppointments(
  range: AppointmentsRange,
  scope: AgendaScope,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...appointmentsQueryOptions(range, scope), enabled });
}
