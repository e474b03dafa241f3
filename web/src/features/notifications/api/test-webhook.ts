import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidatePaths } from '@/lib/query-client';
import type { WebhookActionResult } from '@core/schemas/notifications.ts';
import { type WebhookScope, scopePaths, webhookLogsPath } from './webhook-scope';

/** POST /api/webhook/test (or the organization's): a signed test delivery to the saved URL. */
export function testWebhook(scope: WebhookScope) {
  return apiJson<WebhookActionResult>('POST', scopePaths[scope].test);
}

export function useTestWebhook(scope: WebhookScope) {
  return useMutation({
    mutationFn: () => testWebhook(scope),
    // The attempt is logged whatever its result.
    onSettled: () => invalidatePaths([webhookLogsPath]),
  });
}
