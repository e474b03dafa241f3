import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { HolidayDto } from '@core/schemas/holidays.ts';

const DAY_MS = 86_400_000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** GET /api/holidays over the next 12 months: the office's holidays a professional may open. */
export function useUpcomingHolidays() {
  const from = isoDate(Date.now());
  const to = isoDate(Date.now() + 365 * DAY_MS);
  return useQuery({
    queryKey: ['/api/holidays', from, to],
    queryFn: () =>
      apiJson<HolidayDto[]>('GET', `/api/holidays?${new URLSearchParams({ from, to })}`),
    ...cacheTiers.moderate,
  });
}
