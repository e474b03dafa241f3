import { resourceUrlFromServerUrl } from '@modelcontextprotocol/sdk/shared/auth-utils.js';

export const MCP_PATH = '/mcp-server';

/** The MCP server's name and version: told to its clients, and named in its OAuth metadata. */
export const MCP_SERVER_INFO = { name: 'Agendei MCP', version: '1.0' } as const;

/** The MCP server as an OAuth protected resource (RFC 8707/9728): the tokens' audience. */
export const mcpResourceUrl = (origin: string) => `${origin}${MCP_PATH}`;

/** Without its fragment and one trailing slash: two spellings of one resource compare equal. */
function comparable(resource: string): string | undefined {
  try {
    return resourceUrlFromServerUrl(resource).href.replace(/\/$/, '');
  } catch {
    return undefined;
  }
}

/** Whether a token's (or a request's) resource names this one exactly. */
export function sameResource(candidate: string, expected: string): boolean {
  const left = comparable(candidate);
  return left !== undefined && left === comparable(expected);
}
