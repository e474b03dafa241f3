import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { HolidayDto } from '@core/schemas/holidays.ts';

export const holidaysPath = '/api/holidays';

/** The office's holidays between two dates (yyyy-MM-dd), computed by the server. */
export const holidaysQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [holidaysPath, from, to],
    queryFn: () =>
      apiJson<HolidayDto[]>('GET', `${holidaysPath}?${new URLSearchParams({ from, to })}`),
    ...cacheTiers.moderate,
    placeholderData: keepPreviousData,
  });

export const overrideDaysPath = '/api/date-overrides/days';

/** The days date overrides close (decision 069): the professional's own and the office's. */
export const overrideDaysQueryOptions = (from: string, to: string, userId?: string) =>
  queryOptions({
    queryKey: [overrideDaysPath, from, to, userId],
    queryFn: () =>
      apiJson<HolidayDto[]>(
        'GET',
        `${overrideDaysPath}?${new URLSearchParams({ from, to, ...(userId ? { userId } : {}) })}`,
      ),
    ...cacheTiers.moderate,
    placeholderData: keepPreviousData,
  });

/** A named day on the agenda: a holiday, or a day off (no service that day, decision 069). */
export type NamedDay = { name: string; dayOff: boolean };

/**
 * GET /api/holidays?from&to and the days off of /api/date-overrides/days (the office's, and the
 * professional's own when one is shown), as one map date → name for the calendar views; a day
 * off's name over a holiday's.
 */
export function useHolidays(
  from: string,
  to: string,
  userId?: string,
): ReadonlyMap<string, NamedDay> {
  const query = useQuery(holidaysQueryOptions(from, to));
  const days = useQuery(overrideDaysQueryOptions(from, to, userId));
  return new Map<string, NamedDay>([
    ...(query.data ?? []).map((day) => [day.date, { name: day.name, dayOff: false }] as const),
    ...(days.data ?? []).map((day) => [day.date, { name: day.name, dayOff: true }] as const),
  ]);
}
