import {
  CustomOAuthError,
  InvalidClientMetadataError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthClientInformationFull } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Db } from '../../db/client.ts';
import { insertClient } from './oauth-clients.repository.ts';
import { redirectUrisProblem } from './redirect-uri-policy.ts';

const MAX_NAME_LENGTH = 120;

/**
 * Keeps a client an assistant registered (RFC 7591), after the SDK's handler checked the
 * metadata and gave it an id. Every client is public, with PKCE (decision 033): a secret it asked
 * for is not kept nor answered, and it may only use the code and refresh grants.
 */
export async function registerOAuthClient(
  db: Db,
  client: OAuthClientInformationFull,
): Promise<OAuthClientInformationFull> {
  const problem = redirectUrisProblem(client.redirect_uris);
  if (problem) throw new CustomOAuthError('invalid_redirect_uri', problem);
  if ((client.client_name?.length ?? 0) > MAX_NAME_LENGTH) {
    throw new InvalidClientMetadataError(`client_name is longer than ${MAX_NAME_LENGTH}`);
  }
  const { client_secret: _secret, client_secret_expires_at: _expiry, ...metadata } = client;
  const registered: OAuthClientInformationFull = {
    ...metadata,
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  };
  await insertClient(db, registered);
  return registered;
}
