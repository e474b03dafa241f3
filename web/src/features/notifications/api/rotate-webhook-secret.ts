import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { webhookSettingsQueryOptions } from './get-webhook-settings';
import { type WebhookScope, type WebhookSettings, scopePaths } from './webhook-scope';

/** POST …/rotate-secret: a new signing secret; the old one stops working at once. */
export function rotateWebhookSecret(scope: WebhookScope) {
  return apiJson<WebhookSettings>('POST', `${scopePaths[scope].settings}/rotate-secret`);
}

export function useRotateWebhookSecret(scope: WebhookScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateWebhookSecret(scope),
    onSuccess: (settings) =>
      queryClient.setQueryData(webhookSettingsQueryOptions(scope).queryKey, settings),
  });
}
