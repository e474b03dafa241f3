import type { Db } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { recordAudit } from './audit.repository.ts';
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
  const action =
    change.before === undefined ? 'create' : change.after === undefined ? 'delete' : 'update';
  await recordAudit(db, { ...auditedBy(actor), action, ...change });
}
