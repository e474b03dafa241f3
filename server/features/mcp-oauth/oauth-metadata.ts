import type {
  OAuthMetadata,
  OAuthProtectedResourceMetadata,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { MCP_SERVER_INFO, mcpResourceUrl } from './mcp-resource.ts';

/** Where the SDK's OAuth handlers answer (not at the root: /register is the web app's sign-up). */
export const OAUTH_PATHS = {
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  register: '/oauth/register',
  revoke: '/oauth/revoke',
} as const;

/**
 * The one scope: a connection reaches the office's whole agenda, as its admin (decision 033).
 * Named so clients that pick a scope from the metadata ask for something this server knows.
 */
export const OAUTH_SCOPES = ['agenda'];

/**
 * RFC 8414: how to register, authorize and get tokens. Public clients with PKCE S256 only; the
 * authorization response names its issuer (RFC 9207).
 */
export function authorizationServerMetadata(origin: string): OAuthMetadata {
  return {
    issuer: origin,
    authorization_endpoint: `${origin}${OAUTH_PATHS.authorize}`,
    token_endpoint: `${origin}${OAUTH_PATHS.token}`,
    registration_endpoint: `${origin}${OAUTH_PATHS.register}`,
    revocation_endpoint: `${origin}${OAUTH_PATHS.revoke}`,
    scopes_supported: OAUTH_SCOPES,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    authorization_response_iss_parameter_supported: true,
  };
}

/** RFC 9728: the MCP server is a protected resource whose tokens this same origin issues. */
export function protectedResourceMetadata(origin: string): OAuthProtectedResourceMetadata {
  return {
    resource: mcpResourceUrl(origin),
    authorization_servers: [origin],
    scopes_supported: OAUTH_SCOPES,
    bearer_methods_supported: ['header'],
    resource_name: MCP_SERVER_INFO.name,
  };
}
