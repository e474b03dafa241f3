import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import { SCHEDULED_REFRESH_MS } from '@core/constants.ts';
import type { WebhookLogPage } from '@core/schemas/notifications.ts';
import { type WebhookScope, logListQuery, webhookLogsPath } from './webhook-scope';

/** GET /api/webhook-logs?page=N&limit=10: every row, newest first. */
export function fetchWebhookHistory(scope: WebhookScope, page: number) {
  return apiJson<WebhookLogPage>('GET', `${webhookLogsPath}${logListQuery(scope, page)}`);
}

export const webhookHistoryQueryOptions = (scope: WebhookScope, page: number) =>
  queryOptions({
    queryKey: [webhookLogsPath, scope, 'history', page],
    queryFn: () => fetchWebhookHistory(scope, page),
    ...cacheTiers.moderate,
    // Deliveries happen on the server: follow them at the scheduled list's pace.
    refetchInterval: SCHEDULED_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export function useWebhookHistory(scope: WebhookScope, page: number) {
  return useQuery(webhookHistoryQueryOptions(scope, page));
}
