import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidatePaths } from '@/lib/query-client';
import type { WebhookActionResult } from '@core/schemas/notifications.ts';
import { webhookLogsPath } from './webhook-scope';

/** DELETE /api/webhook-logs/{id}: drops a row still waiting to be sent. */
export function deleteWebhookLog(id: string) {
  return apiJson<WebhookActionResult>('DELETE', `${webhookLogsPath}/${encodeURIComponent(id)}`);
}

export function useDeleteWebhookLog() {
  return useMutation({
    mutationFn: deleteWebhookLog,
    onSuccess: () => invalidatePaths([webhookLogsPath]),
  });
}
