import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import { type WebhookScope, type WebhookSettings, scopePaths } from './webhook-scope';

/** GET /api/notification-settings, or (admins) GET /api/admin/webhook-settings. */
export function fetchWebhookSettings(scope: WebhookScope) {
  return apiJson<WebhookSettings>('GET', scopePaths[scope].settings);
}

export const webhookSettingsQueryOptions = (scope: WebhookScope) =>
  queryOptions({
    queryKey: [scopePaths[scope].settings],
    queryFn: () => fetchWebhookSettings(scope),
    ...cacheTiers.moderate,
  });

export function useWebhookSettings(scope: WebhookScope) {
  return useQuery(webhookSettingsQueryOptions(scope));
}
