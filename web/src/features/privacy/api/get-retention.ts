import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { RetentionSettingsDto } from '@core/schemas/privacy.ts';

export const retentionPath = '/api/privacy/retention';

export const retentionQueryOptions = () =>
  queryOptions({
    queryKey: [retentionPath],
    queryFn: () => apiJson<RetentionSettingsDto>('GET', retentionPath),
    ...cacheTiers.moderate,
  });

/** GET /api/privacy/retention (admins): months after the last appointment, or null (off). */
export function useRetention() {
  return useQuery(retentionQueryOptions());
}
