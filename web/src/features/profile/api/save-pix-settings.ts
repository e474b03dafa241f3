import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { PixSettingsDto, PixSettingsInput } from '@core/schemas/pix.ts';
import { pixSettingsPath, pixSettingsQueryOptions } from './get-pix-settings';

export type PixSettingsBody = z.input<typeof PixSettingsInput>;

/** PUT /api/user/pix: the key is saved in its canonical form (digits, +55…, lowercase). */
export function useSavePixSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PixSettingsBody) => apiJson<PixSettingsDto>('PUT', pixSettingsPath, body),
    onSuccess: (saved) => queryClient.setQueryData(pixSettingsQueryOptions().queryKey, saved),
  });
}
