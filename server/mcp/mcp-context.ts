import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ScheduleCache } from '../features/scheduling/schedule-cache.ts';
import { auditTokenUse, type TokenActor } from '../features/integrations/authenticate-token.ts';
import type { EventBus } from '../realtime/event-bus.ts';

/** What every tool and resource of one MCP request works with: the token's admin actor. */
export interface McpContext {
  db: Db;
  events: EventBus;
  scheduleCache: ScheduleCache;
  actor: TokenActor;
  log: FastifyBaseLogger;
}

/** Runs a tool call or resource read and writes it to the audit log, whatever the outcome. */
export async function audited<T>(
  ctx: McpContext,
  operation: string,
  work: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await auditTokenUse(ctx.db, ctx.actor, { operation, status: 'error' });
    throw error;
  }
  await auditTokenUse(ctx.db, ctx.actor, { operation, status: 'ok' });
  return result;
}
