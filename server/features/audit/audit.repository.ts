import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type ActorKind = (typeof auditLog.$inferInsert)['actorKind'];

export interface AuditEntry {
  organizationId: string;
  actorUserId: string | null;
  actorKind: ActorKind;
  action: 'create' | 'update' | 'delete' | 'move' | 'login' | 'logout' | 'call';
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** Records who did what to which entity, with the state before and after. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insert(auditLog)
    .values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
