import { getOAuthProtectedResourceMetadataUrl } from '@modelcontextprotocol/sdk/server/auth/router.js';

/**
 * The WWW-Authenticate of a 401 from the MCP server (RFC 6750 §3, RFC 9728 §5.1): where the
 * resource's metadata is, and `invalid_token` when a token was sent but is not live.
 */
export function bearerChallenge(resource: string, authorization: string | undefined): string {
  const metadata = getOAuthProtectedResourceMetadataUrl(new URL(resource));
  const parts = [`resource_metadata="${metadata}"`];
  if (authorization) {
    // Header values are ASCII: the pt-BR message is in the JSON body.
    parts.push(
      'error="invalid_token"',
      'error_description="The token is invalid, revoked or expired"',
    );
  }
  return `Bearer ${parts.join(', ')}`;
}
