import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { invalidatePaths } from '@/lib/query-client';
import { notificationsMessages } from '@core/messages.ts';
import type { WebhookActionResult } from '@core/schemas/notifications.ts';
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

/**
 * Sends one row now ('Enviar agora' on a waiting one, 'Reenviar' on a failed one) and says the
 * result in a toast; `sendingId` is the row on its way.
 */
export function useSendLogNow() {
  const process = useProcessWebhook();
  const n = notificationsMessages;
  const send = async (id: string) => {
    try {
      notifySuccess((await process.mutateAsync(id)).message || n.processed);
    } catch (error) {
      notifyFailure(error, { title: n.processError, fallback: 'Tente novamente.' });
    }
  };
  return { send, sendingId: process.isPending ? process.variables : undefined };
}
