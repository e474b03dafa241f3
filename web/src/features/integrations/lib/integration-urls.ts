/** Stands in the client configuration until a token is generated on this screen. */
export const MCP_TOKEN_PLACEHOLDER = '<SEU_TOKEN_MCP>';

export const apiDocsPath = '/api/v1/docs/';
export const openApiPath = '/api/v1/openapi.json';

/** Where other systems call the REST API (bearer API token). */
export const apiBaseUrl = (origin: string) => `${origin}/api/v1`;

/** Where AI assistants reach the MCP server (Streamable HTTP, bearer MCP token). */
export const mcpEndpointUrl = (origin: string) => `${origin}/mcp-server`;

/**
 * The `mcpServers` entry MCP clients that speak HTTP take, ready to paste; with the token
 * filled in when the admin has just generated one.
 */
export function mcpClientConfig(origin: string, token?: string): string {
  const agendei = {
    type: 'http',
    url: mcpEndpointUrl(origin),
    headers: { Authorization: `Bearer ${token || MCP_TOKEN_PLACEHOLDER}` },
  };
  return JSON.stringify({ mcpServers: { agendei } }, null, 2);
}
