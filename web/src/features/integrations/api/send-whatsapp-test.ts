import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidatePaths } from '@/lib/query-client';
import type { WebhookActionResult } from '@core/schemas/notifications.ts';
import { whatsappSettingsPath } from './get-whatsapp-settings';

/** POST /api/admin/whatsapp-settings/test {phone}: Meta's real answer (502 with its reason). */
export function useSendWhatsappTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) =>
      apiJson<WebhookActionResult>('POST', `${whatsappSettingsPath}/test`, { phone }),
    // Sent or not, the attempt is in the organization's history.
    onSettled: () => invalidatePaths(['/api/webhook-logs'], queryClient),
  });
}
