import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { RetentionSettingsDto, UpdateRetentionInput } from '@core/schemas/privacy.ts';
import { retentionPath, retentionQueryOptions } from './get-retention';

/** PUT /api/privacy/retention {retentionMonths}: 6 to 120, or null to switch it off. */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRetentionInput) =>
      apiJson<RetentionSettingsDto>('PUT', retentionPath, body),
    onSuccess: (saved) => queryClient.setQueryData(retentionQueryOptions().queryKey, saved),
  });
}
