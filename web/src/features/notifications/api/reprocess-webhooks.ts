import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidatePaths } from '@/lib/query-client';
import type { WebhookActionResult } from '@core/schemas/notifications.ts';
import { type WebhookScope, logListQuery, webhookLogsPath } from './webhook-scope';

/** POST /api/webhook-logs/reprocess-all: re-plans the reminders of every future appointment. */
export function reprocessWebhooks(scope: WebhookScope) {
  return apiJson<WebhookActionResult>(
    'POST',
    `${webhookLogsPath}/reprocess-all${logListQuery(scope)}`,
  );
}

export function useReprocessWebhooks(scope: WebhookScope) {
  return useMutation({
    mutationFn: () => reprocessWebhooks(scope),
    onSuccess: () => invalidatePaths([webhookLogsPath]),
  });
}
