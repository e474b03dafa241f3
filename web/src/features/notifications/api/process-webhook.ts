import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidatePaths } from '@/lib/query-client';
import type { WebhookActionResult } from '../../../../../core/schemas/notifications.ts';
import { webhookLogsPath } from './webhook-scope';

/** POST /api/webhook-logs/{id}/process: sends a scheduled row now. */
export function processWebhook(id: string) {
  return apiJson<WebhookActionResult>(
    'POST',
    `${webhookLogsPath}/${encodeURIComponent(id)}/process`,
  );
}

export function useProcessWebhook() {
  return useMutation({
    mutationFn: processWebhook,
    onSettled: () => invalidatePaths([webhookLogsPath]),
  });
}
