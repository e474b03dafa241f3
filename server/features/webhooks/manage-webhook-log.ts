import { AppError } from '@core/app-error.ts';
import { notificationsMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import type { DeliveryDeps } from '../outbox/delivery-deps.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import type { Actor } from '../../kernel/actor.ts';
import { deliverNow } from '../outbox/deliver-now.ts';
import {
  type LogScope,
  deleteWaitingLog,
  findWebhookLog,
} from '../outbox/webhook-logs.repository.ts';
import { claimFailedRow, claimRow } from '../outbox/outbox-claims.repository.ts';

const n = notificationsMessages;

/** A professional acts on their own rows; an admin on every row of the organization. */
export function logScopeOf(actor: Actor): LogScope {
  return actor.role === 'admin'
    ? { organizationId: actor.organizationId }
    : { organizationId: actor.organizationId, userId: actor.userId };
}

async function visibleLog(db: Db, actor: Actor, id: string) {
  const row = await findWebhookLog(db, logScopeOf(actor), id);
  if (!row) throw new AppError('NOT_FOUND', n.logNotFound);
  return row;
}

/** Sends one row now: a planned reminder ahead of time, or a failed one once more. */
export async function processWebhookLog(
  deps: DeliveryDeps & { claimMs: number },
  { actor, id, now = Date.now() }: { actor: Actor; id: string; now?: number },
) {
  const row = await visibleLog(deps.db, actor, id);
  if (row.status === 'success') throw new AppError('CONFLICT', n.alreadySent);
  if (row.status === 'cancelled') throw new AppError('CONFLICT', n.cancelled);
  // Kept in email_outbox without SMTP: another try would keep it again, never send it.
  if (row.status === 'not_sent') throw new AppError('CONFLICT', n.notSent);
  const claimed =
    row.status === 'failed'
      ? await claimFailedRow(deps.db, id, new Date(now), deps.claimMs)
      : await claimRow(deps.db, id, new Date(now), deps.claimMs);
  if (!claimed) throw new AppError('CONFLICT', n.inFlight);
  return deliverNow(deps, claimed, { success: n.processed, failure: n.processFailed });
}

/** Removes a row that has not gone out yet (a planned reminder, a queued event). */
export async function deleteWebhookLog(db: Db, { actor, id }: { actor: Actor; id: string }) {
  const row = await visibleLog(db, actor, id);
  const deleted = await db.transaction(async (tx) => {
    if (!(await deleteWaitingLog(tx, id))) return false;
    await recordAudit(tx, {
      ...auditedBy(actor),
      action: 'delete',
      entity: 'webhook_log',
      entityId: id,
      before: { eventType: row.eventType, status: row.status, scheduledFor: row.scheduledFor },
    });
    return true;
  });
  if (!deleted) throw new AppError('CONFLICT', n.onlyWaitingDeletable);
  return { success: true, message: n.deleted };
}
