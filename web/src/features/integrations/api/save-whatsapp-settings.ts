import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { invalidatePaths } from '@/lib/query-client';
import type { SaveWhatsappSettingsInput, WhatsappSettingsDto } from '@core/schemas/whatsapp.ts';
import { whatsappSettingsPath, whatsappSettingsQueryOptions } from './get-whatsapp-settings';
import { auditLogPath } from './integration-kind';

export type WhatsappSettingsBody = z.input<typeof SaveWhatsappSettingsInput>;

/** PUT /api/admin/whatsapp-settings: a blank token keeps the saved one. */
export function useSaveWhatsappSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WhatsappSettingsBody) =>
      apiJson<WhatsappSettingsDto>('PUT', whatsappSettingsPath, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(whatsappSettingsQueryOptions().queryKey, saved);
      await invalidatePaths([auditLogPath, '/api/webhook-logs'], queryClient);
    },
  });
}
