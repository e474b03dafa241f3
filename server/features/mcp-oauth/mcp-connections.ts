import { AppError } from '@core/app-error.ts';
import { oauthMessages } from '@core/messages-oauth.ts';
import type { McpConnectionDto } from '@core/schemas/mcp-oauth.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import type { Actor } from '../../kernel/actor.ts';
import { listLiveGrants, revokeOrganizationGrant } from './oauth-grants.repository.ts';

const m = oauthMessages;

/** The assistants connected to the admin's organization by sign-in, newest first. */
export async function listMcpConnections(
  db: Db,
  { actor }: { actor: Actor },
): Promise<McpConnectionDto[]> {
  const grants = await listLiveGrants(db, actor.organizationId);
  return grants.map((grant) => ({
    id: grant.id,
    clientName: grant.clientName?.trim() || m.unnamedClient,
    connectedBy: grant.connectedBy,
    connectedAt: grant.createdAt.toISOString(),
    lastUsedAt: grant.lastUsedAt?.toISOString() ?? null,
  }));
}

/** 'Revogar': the assistant's tokens stop at once (its next call gets 401); audited. */
export async function revokeMcpConnection(
  db: Db,
  { actor, connectionId, now = new Date() }: { actor: Actor; connectionId: string; now?: Date },
): Promise<{ revoked: boolean }> {
  return db.transaction(async (tx) => {
    const revoked = await revokeOrganizationGrant(tx, actor.organizationId, connectionId, now);
    if (!revoked) throw new AppError('NOT_FOUND', m.connectionNotFound);
    await recordAudit(tx, {
      ...auditedBy(actor),
      action: 'delete',
      entity: 'mcp_connection',
      entityId: revoked.id,
      before: { client: revoked.clientId },
    });
    return { revoked: true };
  });
}
