import { randomUUID } from 'node:crypto';
import type { OAuthClientInformationFull } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Db } from '../../db/client.ts';
import { checkedClientMetadata } from './client-metadata-policy.ts';
import { insertClient } from './oauth-clients.repository.ts';

/**
 * Registers the client an assistant describes (RFC 7591): its metadata checked, an id given.
 * Every client is public, with PKCE (decision 033): a secret it asks for is neither made nor
 * answered, and it may only use the code and refresh grants.
 */
export async function registerOAuthClient(
  db: Db,
  { metadata, now = new Date() }: { metadata: unknown; now?: Date },
): Promise<OAuthClientInformationFull> {
  const registered: OAuthClientInformationFull = {
    ...checkedClientMetadata(metadata),
    client_id: randomUUID(),
    client_id_issued_at: Math.floor(now.getTime() / 1000),
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  };
  await insertClient(db, registered);
  return registered;
}
