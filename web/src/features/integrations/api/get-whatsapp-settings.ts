import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { WhatsappSettingsDto } from '@core/schemas/whatsapp.ts';

export const whatsappSettingsPath = '/api/admin/whatsapp-settings';

/** GET /api/admin/whatsapp-settings: the Cloud API settings (the token only as its last 4). */
export function fetchWhatsappSettings() {
  return apiJson<WhatsappSettingsDto>('GET', whatsappSettingsPath);
}

export const whatsappSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [whatsappSettingsPath],
    queryFn: fetchWhatsappSettings,
    ...cacheTiers.critical,
  });

export function useWhatsappSettings() {
  return useQuery(whatsappSettingsQueryOptions());
}
