import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { AuditEntryDto } from '@core/schemas/integrations.ts';
import { auditLogPath } from './integration-kind';

/** How many entries the 'Atividade recente' card shows. */
export const RECENT_ACTIVITY_LIMIT = 20;

const recentActivityUrl = `${auditLogPath}?limit=${RECENT_ACTIVITY_LIMIT}`;

/** GET /api/admin/audit-log?limit=20: the organization's latest changes and token calls. */
export function fetchAuditLog() {
  return apiJson<AuditEntryDto[]>('GET', recentActivityUrl);
}

export const auditLogQueryOptions = () =>
  queryOptions({
    queryKey: [recentActivityUrl],
    queryFn: fetchAuditLog,
    ...cacheTiers.critical,
  });

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
