import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { GoogleStatusDto } from '@core/schemas/google.ts';
import { googlePaths } from './google-paths';

/** `configured: false` means this server has no Google client (the card says so). */
export type GoogleStatus = GoogleStatusDto;

/** GET /api/google/status: the user's own connection and whether Google is set up here. */
export function fetchGoogleStatus(): Promise<GoogleStatus> {
  return apiJson<GoogleStatus>('GET', googlePaths.status);
}

export const googleStatusQueryOptions = () =>
  queryOptions({
    queryKey: [googlePaths.status],
    queryFn: fetchGoogleStatus,
    ...cacheTiers.moderate,
  });

export function useGoogleStatus() {
  return useQuery(googleStatusQueryOptions());
}
