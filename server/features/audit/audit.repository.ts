import type { Db } from '../../db/client.ts';
import { desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema.ts';

export type ActorKind = (typeof auditLog.$inferInsert)['actorKind'];

export interface AuditEntry {
  organizationId: string;
  actorUserId: string | null;
  actorKind: ActorKind;
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'move'
    | 'login'
    | 'logout'
    | 'call'
    // LGPD requests about a client (server/features/privacy).
    | 'export'
    | 'erase';
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** Records who did what to which entity, with the state before and after. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await auditInsert(db, entry);
}

/** The insert of an audit entry, not yet sent: to send along other writes (write-together.ts). */
export function auditInsert(db: Db, entry: AuditEntry) {
  return db
    .insert(auditLog)
    .values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/** The organization's latest audit entries, newest first, with the acting user's name. */
export async function listRecentAudit(db: Db, organizationId: string, limit: number) {
  return db
    .select({
      id: auditLog.id,
      actorKind: auditLog.actorKind,
      actorName: users.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(eq(auditLog.organizationId, organizationId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
