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

/**
 * GET /api/holidays?from&to and the days off of /api/date-overrides/days, as one map date →
 * pt-BR name for the calendar views (a day off's name over a holiday's).
 */
export function useHolidays(from: string, to: string): ReadonlyMap<string, string> {
  const query = useQuery(holidaysQueryOptions(from, to));
  const days = useQuery(overrideDaysQueryOptions(from, to));
  const named = [...(query.data ?? []), ...(days.data ?? [])];
  return new Map(named.map((holiday) => [holiday.date, holiday.name]));
}
