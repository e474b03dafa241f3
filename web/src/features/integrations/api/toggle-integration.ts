import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidatePaths } from '@/lib/query-client';
import type { IntegrationSettingsDto } from '@core/schemas/integrations.ts';
import { integrationSettingsQueryOptions } from './get-integration-settings';
import {
  type IntegrationKind,
  auditLogPath,
  integrationSettingsPath,
  kindPaths,
} from './integration-kind';

/** POST /api/admin/toggle-api or /api/admin/toggle-mcp {enabled}: answers the new settings. */
export function toggleIntegration(kind: IntegrationKind, enabled: boolean) {
  return apiJson<IntegrationSettingsDto>('POST', kindPaths[kind].toggle, { enabled });
}

export function useToggleIntegration(kind: IntegrationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => toggleIntegration(kind, enabled),
    onSuccess: async (settings) => {
      queryClient.setQueryData(integrationSettingsQueryOptions().queryKey, settings);
      await invalidatePaths([integrationSettingsPath, auditLogPath], queryClient);
    },
  });
}
