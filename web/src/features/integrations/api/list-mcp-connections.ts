import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { McpConnectionDto } from '@core/schemas/mcp-oauth.ts';

export const mcpConnectionsPath = '/api/admin/mcp-connections';

/** GET /api/admin/mcp-connections: the assistants connected by signing in, newest first. */
export function fetchMcpConnections() {
  return apiJson<McpConnectionDto[]>('GET', mcpConnectionsPath);
}

export const mcpConnectionsQueryOptions = () =>
  queryOptions({
    queryKey: [mcpConnectionsPath],
    queryFn: fetchMcpConnections,
    ...cacheTiers.critical,
  });

export function useMcpConnections() {
  return useQuery(mcpConnectionsQueryOptions());
}
