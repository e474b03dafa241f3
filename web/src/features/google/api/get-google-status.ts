import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { GoogleStatusDto } from '../../../../../core/schemas/google.ts';
import { googlePaths } from './google-paths';

/** Google is off on this server: the status endpoint answers 503. */
export type GoogleStatus = GoogleStatusDto & { configured: boolean };

const notConfigured: GoogleStatus = {
  configured: false,
  connected: false,
  googleEmail: null,
  calendarId: null,
  calendarName: null,
  needsReconnect: false,
};

/** GET /api/google/status: the user's own connection; 503 means Google is not configured. */
export async function fetchGoogleStatus(): Promise<GoogleStatus> {
  try {
    return { configured: true, ...(await apiJson<GoogleStatusDto>('GET', googlePaths.status)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) return notConfigured;
    throw error;
  }
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
