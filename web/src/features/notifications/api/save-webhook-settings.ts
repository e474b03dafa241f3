import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { invalidatePaths } from '@/lib/query-client';
import type { SaveNotificationSettingsInput } from '@core/schemas/notifications.ts';
import { webhookSettingsQueryOptions } from './get-webhook-settings';
import {
  type WebhookScope,
  type WebhookSettings,
  scopePaths,
  webhookLogsPath,
} from './webhook-scope';

/** Absent fields keep their value (the URL autosave sends only `webhookUrl`). */
export type SaveWebhookSettingsBody = z.input<typeof SaveNotificationSettingsInput>;

/** POST the settings; 400 with field errors (a private URL, no URL while enabling webhooks). */
export function saveWebhookSettings(scope: WebhookScope, body: SaveWebhookSettingsBody) {
  return apiJson<WebhookSettings>('POST', scopePaths[scope].settings, body);
}

export function useSaveWebhookSettings(scope: WebhookScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveWebhookSettingsBody) => saveWebhookSettings(scope, body),
    onSuccess: async (settings) => {
      queryClient.setQueryData(webhookSettingsQueryOptions(scope).queryKey, settings);
      // New reminder times or events re-plan the scheduled rows.
      await invalidatePaths([webhookLogsPath], queryClient);
    },
  });
}
