import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { PixSettingsDto } from '@core/schemas/pix.ts';

export const pixSettingsPath = '/api/user/pix';

/** GET /api/user/pix: the signed-in user's Pix key, name and city (all null before saving). */
export const pixSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [pixSettingsPath],
    queryFn: () => apiJson<PixSettingsDto>('GET', pixSettingsPath),
    ...cacheTiers.moderate,
  });

export function usePixSettings() {
  return useQuery(pixSettingsQueryOptions());
}
