import type { AuditEntryDto } from '@core/schemas/integrations.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { listRecentAudit } from './audit.repository.ts';

/** A token call's "GET /api/v1/slots → 200", or which integration switch changed. */
function detailOf(after: unknown): string | null {
  if (!after || typeof after !== 'object') return null;
  const { operation, status, apiEnabled, mcpEnabled } = after as Record<string, unknown>;
  if (typeof operation === 'string') return `${operation} → ${String(status)}`;
  // A switch of 'Integrações IA': say which one and where it went.
  if (typeof apiEnabled === 'boolean')
    return apiEnabled ? 'API REST ativada' : 'API REST desativada';
  if (typeof mcpEnabled === 'boolean') {
    return mcpEnabled ? 'Servidor MCP ativado' : 'Servidor MCP desativado';
  }
  return null;
}

/** The last changes and integration calls of the admin's organization (the screen promises it). */
export async function listRecentAuditEntries(
  db: Db,
  { actor, limit }: { actor: Actor; limit: number },
): Promise<AuditEntryDto[]> {
  const rows = await listRecentAudit(db, actor.organizationId, limit);
  return rows.map((row) => ({
    id: row.id,
    actorKind: row.actorKind,
    actorName: row.actorName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    detail: detailOf(row.after),
    createdAt: row.createdAt.toISOString(),
  }));
}
