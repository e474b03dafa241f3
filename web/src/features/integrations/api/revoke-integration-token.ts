import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidatePaths } from '@/lib/query-client';
import {
  type IntegrationKind,
  auditLogPath,
  integrationSettingsPath,
  kindPaths,
} from './integration-kind';

/** POST /api/admin/revoke-api-token or /api/admin/revoke-mcp-token: the live token stops at once. */
export async function revokeIntegrationToken(kind: IntegrationKind) {
  return apiJson<{ revoked: boolean }>('POST', kindPaths[kind].revoke);
}

export function useRevokeIntegrationToken(kind: IntegrationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeIntegrationToken(kind),
    onSettled: () => invalidatePaths([integrationSettingsPath, auditLogPath], queryClient),
  });
}
