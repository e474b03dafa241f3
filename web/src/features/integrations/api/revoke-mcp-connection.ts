import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidatePaths } from '@/lib/query-client';
import { auditLogPath } from './integration-kind';
import { mcpConnectionsPath } from './list-mcp-connections';

/** POST /api/admin/mcp-connections/:id/revoke: the assistant's tokens stop at once. */
export function revokeMcpConnection(connectionId: string) {
  return apiJson<{ revoked: boolean }>(
    'POST',
    `${mcpConnectionsPath}/${encodeURIComponent(connectionId)}/revoke`,
  );
}

export function useRevokeMcpConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeMcpConnection,
    onSettled: () => invalidatePaths([mcpConnectionsPath, auditLogPath], queryClient),
  });
}
