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

/** GET /api/holidays?from&to, as a map date → pt-BR name for the calendar views. */
export function useHolidays(from: string, to: string): ReadonlyMap<string, string> {
  const query = useQuery(holidaysQueryOptions(from, to));
  const holidays = query.data ?? [];
  return new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
}
