import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { GoogleCalendarDto } from '@core/schemas/google.ts';
import { googlePaths } from './google-paths';

/** GET /api/google/calendars: the calendars the account can write to, primary first. */
export function fetchGoogleCalendars() {
  return apiJson<GoogleCalendarDto[]>('GET', googlePaths.calendars);
}

export const googleCalendarsQueryOptions = () =>
  queryOptions({
    queryKey: [googlePaths.calendars],
    queryFn: fetchGoogleCalendars,
    ...cacheTiers.moderate,
  });

export function useGoogleCalendars(enabled: boolean) {
  return useQuery({ ...googleCalendarsQueryOptions(), enabled });
}
