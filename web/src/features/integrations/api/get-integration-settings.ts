import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { IntegrationSettingsDto } from '@core/schemas/integrations.ts';
import { integrationSettingsPath } from './integration-kind';

/** GET /api/admin/integration-settings: the switches and the masked live tokens. */
export function fetchIntegrationSettings() {
  return apiJson<IntegrationSettingsDto>('GET', integrationSettingsPath);
}

export const integrationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [integrationSettingsPath],
    queryFn: fetchIntegrationSettings,
    ...cacheTiers.critical,
  });

export function useIntegrationSettings() {
  return useQuery(integrationSettingsQueryOptions());
}
