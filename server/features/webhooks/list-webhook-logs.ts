import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { type LogScope, pageWebhookLogs } from '../outbox/webhook-logs.repository.ts';

export interface ListLogsOptions {
  actor: Actor;
  scope: 'user' | 'organization';
  page: number;
  limit: number;
}

function scopeOf({ actor, scope }: ListLogsOptions): LogScope {
  return scope === 'organization'
    ? { organizationId: actor.organizationId }
    : { organizationId: actor.organizationId, userId: actor.userId };
}

function paging(page: number, limit: number, totalCount: number) {
  const totalPages = Math.max(1, Math.ceil(totalCount / limit));
  return { totalPages, hasPrevious: page > 1, hasNext: page < totalPages };
}

/** The history, newest first, with the paging fields of SPEC §3. */
export async function listWebhookLogs(db: Db, options: ListLogsOptions) {
  const { page, limit } = options;
  const { rows, totalCount } = await pageWebhookLogs(db, scopeOf(options), { page, limit }, false);
  return { logs: rows, pagination: { page, totalCount, ...paging(page, limit, totalCount) } };
}

/** What is still to go out, soonest first, with the scheduled list's paging fields (SPEC §3). */
export async function listWaitingLogs(db: Db, options: ListLogsOptions) {
  const { page, limit } = options;
  const { rows, totalCount } = await pageWebhookLogs(db, scopeOf(options), { page, limit }, true);
  const { totalPages, hasPrevious, hasNext } = paging(page, limit, totalCount);
  return {
    webhooks: rows,
    currentPage: page,
    totalPages,
    totalCount,
    hasPrevPage: hasPrevious,
    hasNextPage: hasNext,
  };
}
