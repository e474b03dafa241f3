import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import { SCHEDULED_REFRESH_MS } from '@core/constants.ts';
import type { ScheduledWebhookPage, WebhookLogDto } from '@core/schemas/notifications.ts';
import { type WebhookScope, logListQuery, webhookLogsPath } from './webhook-scope';

const scheduledPath = `${webhookLogsPath}/scheduled`;

/**
 * GET /api/webhook-logs/scheduled: the professional's upcoming rows as one list, or (admins,
 * scope=organization) the organization's, ten a page. Both come back as a page.
 */
export async function fetchScheduledWebhooks(
  scope: WebhookScope,
  page: number,
): Promise<ScheduledWebhookPage> {
  if (scope === 'organization') {
    return apiJson<ScheduledWebhookPage>('GET', `${scheduledPath}${logListQuery(scope, page)}`);
  }
  const webhooks = await apiJson<WebhookLogDto[]>('GET', scheduledPath);
  return {
    webhooks,
    currentPage: 1,
    totalPages: 1,
    totalCount: webhooks.length,
    hasPrevPage: false,
    hasNextPage: false,
  };
}

export const scheduledWebhooksQueryOptions = (scope: WebhookScope, page: number) =>
  queryOptions({
    queryKey: [webhookLogsPath, scope, 'scheduled', page],
    queryFn: () => fetchScheduledWebhooks(scope, page),
    ...cacheTiers.moderate,
    refetchInterval: SCHEDULED_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export function useScheduledWebhooks(scope: WebhookScope, page: number) {
  return useQuery(scheduledWebhooksQueryOptions(scope, page));
}
