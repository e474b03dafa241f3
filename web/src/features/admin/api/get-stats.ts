import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { AdminStatsDto } from '@core/schemas/stats.ts';

export const statsPath = '/api/admin/stats';

/** GET /api/admin/stats: the organization's counts, computed by the server. */
export function fetchStats() {
  return apiJson<AdminStatsDto>('GET', statsPath);
}

export const statsQueryOptions = () =>
  queryOptions({ queryKey: [statsPath], queryFn: fetchStats, ...cacheTiers.adminStats });

export function useStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...statsQueryOptions(), enabled });
}
