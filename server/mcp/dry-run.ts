import type { Db } from '../db/client.ts';
import { type EventBus, createLocalEventBus } from '../realtime/event-bus.ts';
import type { McpContext } from './mcp-context.ts';

/** Carries a dry run's result out of the transaction it rolls back. */
class DryRunRollback extends Error {
  constructor(readonly result: unknown) {
    super('dry run rolled back');
  }
}

// Nobody listens: a dry run must not refresh caches or screens for a change that never happened.
const discardedEvents = createLocalEventBus();

/**
 * Runs a write for real, or (dryRun) inside a transaction that is always rolled back, so the
 * use case checks everything (capacity, products, ownership) and nothing is kept.
 */
export async function maybeDryRun<T>(
  ctx: Pick<McpContext, 'db' | 'events'>,
  dryRun: boolean | undefined,
  write: (db: Db, events: EventBus) => Promise<T>,
): Promise<T> {
  if (!dryRun) return write(ctx.db, ctx.events);
  try {
    await ctx.db.transaction(async (tx) => {
      throw new DryRunRollback(await write(tx, discardedEvents));
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result as T;
    throw error;
  }
  throw new Error('a dry run always rolls back');
}
