/** The two ways other systems reach the organization: the REST API and the MCP server. */
export type IntegrationKind = 'api' | 'mcp';

export const integrationSettingsPath = '/api/admin/integration-settings';
export const auditLogPath = '/api/admin/audit-log';

/** The admin endpoints that differ by kind (SPEC §7). */
export const kindPaths = {
  api: {
    toggle: '/api/admin/toggle-api',
    generate: '/api/admin/generate-api-token',
    revoke: '/api/admin/revoke-api-token',
  },
  mcp: {
    toggle: '/api/admin/toggle-mcp',
    generate: '/api/admin/generate-mcp-token',
    revoke: '/api/admin/revoke-mcp-token',
  },
} as const satisfies Record<IntegrationKind, { toggle: string; generate: string; revoke: string }>;
