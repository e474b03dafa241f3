import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { auditInsert } from './audit.repository.ts';
import { auditedBy } from './audited-by.ts';

export interface AuditedChange {
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a signed-in actor's change to an entity: a create has only `after`, a delete only
 * `before`, an update both.
 */
export async function auditChange(db: Db, actor: Actor, change: AuditedChange): Promise<void> {
  await auditChangeInsert(db, actor, change);
}

/** The insert of `auditChange`, not yet sent: to send along other writes (write-together.ts). */
export function auditChangeInsert(db: Db, actor: Actor, change: AuditedChange) {
  const action =
    change.before === undefined ? 'create' : change.after === undefined ? 'delete' : 'update';
  return auditInsert(db, { ...auditedBy(actor), action, ...change });
}
