import { AppError } from '@core/app-error.ts';
import { oauthMessages } from '@core/messages-oauth.ts';
import type { ConsentRefusal, ConsentRequestDto } from '@core/schemas/mcp-oauth.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { findIntegrationSettings } from '../integrations/integrations.repository.ts';
import { findOrganization } from '../organization/organization.repository.ts';
import { claimAuthorizationRequest, findAuthorizationRequest } from './oauth-clients.repository.ts';

const m = oauthMessages;

/**
 * A live authorization request this user may see and decide, or 404 (expired, decided, never
 * made, or someone else's). The first signed-in user to open it owns it: only they, or an admin
 * of their office (a professional hands it to an admin), may go on; anyone else who learns its
 * id changes nothing.
 */
export async function ownAuthorizationRequest(
  db: Db,
  { actor, requestId, now }: { actor: Actor; requestId: string; now: Date },
) {
  await claimAuthorizationRequest(db, requestId, actor.userId, now);
  const request = await findAuthorizationRequest(db, requestId, now);
  const mayDecide =
    request?.openedBy === actor.userId ||
    (actor.role === 'admin' && request?.openedInOrganization === actor.organizationId);
  if (!request || !mayDecide) throw new AppError('NOT_FOUND', m.requestExpired);
  return request;
}

/**
 * Why this user may not connect an assistant, or null. Only admins may (the token acts as an
 * admin, like the MCP token), and only while the organization has MCP switched on.
 */
export async function consentRefusal(db: Db, actor: Actor): Promise<ConsentRefusal | null> {
  if (actor.role !== 'admin') return 'admin-only';
  const settings = await findIntegrationSettings(db, actor.organizationId);
  return settings.mcpEnabled ? null : 'mcp-disabled';
}

/** Where a redirect URI sends the browser back, as a person reads it: its host, or the app's scheme. */
function returnsTo(redirectUri: string): string {
  const url = new URL(redirectUri);
  return url.protocol === 'https:' || url.protocol === 'http:'
    ? url.host
    : `${url.protocol}//${url.host}`;
}

/** What the consent screen shows: the client, the organization, and whether this user may grant. */
export async function describeAuthorizationRequest(
  db: Db,
  { actor, requestId, now = new Date() }: { actor: Actor; requestId: string; now?: Date },
): Promise<ConsentRequestDto> {
  const request = await ownAuthorizationRequest(db, { actor, requestId, now });
  const organization = await findOrganization(db, actor.organizationId);
  return {
    clientName: request.clientName?.trim() || m.unnamedClient,
    returnsTo: returnsTo(request.redirectUri),
    organizationName: organization?.name ?? '',
    refusal: await consentRefusal(db, actor),
  };
}
