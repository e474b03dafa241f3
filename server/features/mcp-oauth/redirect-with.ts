import { MCP_PATH } from './mcp-resource.ts';

/** The authorization server that answers for a resource: the origin its MCP server is at. */
export const issuerOf = (resource: string) =>
  resource.endsWith(MCP_PATH) ? resource.slice(0, -MCP_PATH.length) : new URL(resource).origin;

/**
 * The client's redirect URI with the authorization response's parameters (RFC 6749 §4.1.2) and
 * the issuer that sends them (RFC 9207), the one the client discovered for the request's resource.
 */
export function redirectWith(
  request: { redirectUri: string; resource: string },
  params: Record<string, string | null>,
): string {
  const url = new URL(request.redirectUri);
  for (const [name, value] of Object.entries({ ...params, iss: issuerOf(request.resource) })) {
    if (value !== null) url.searchParams.set(name, value);
  }
  return url.href;
}
