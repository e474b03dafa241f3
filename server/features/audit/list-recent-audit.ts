import type { AuditEntryDto } from '../../../core/schemas/integrations.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { listRecentAudit } from './audit.repository.ts';

/** A token call's "GET /api/v1/slots → 200" or "tool:create_appointment → ok". */
function detailOf(after: unknown): string | null {
  if (!after || typeof after !== 'object') return null;
  const { operation, status } = after as { operation?: unknown; status?: unknown };
  return typeof operation === 'string' ? `${operation} → ${String(status)}` : null;
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
