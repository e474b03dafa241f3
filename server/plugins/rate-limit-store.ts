import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';

/** How often expired counters are swept (by whichever instance counts a hit first). */
export const RATE_LIMIT_CLEANUP_MS = 60_000;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * Counts one hit and returns the window's count and time left, in one atomic statement: the
 * row resets when its window is over. Times come from the database clock, shared by every
 * instance, so instances with skewed clocks still agree.
 */
export async function countHit(db: Db, key: string, timeWindowMs: number) {
  const window = sql`now() + ${Math.max(1, Math.trunc(timeWindowMs))}::integer * interval '1 millisecond'`;
  const expired = sql`${rateLimitHits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitHits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN ${window} ELSE ${rateLimitHits.resetAt} END`,
      },
    })
    .returning({
      count: rateLimitHits.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.resetAt} - now())) * 1000))::integer`,
    });
  return { current: row!.count, ttl: Number(row!.ttl) };
}

/** Deletes the counters whose window is over. */
export async function deleteExpiredHits(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
}

/**
 * A @fastify/rate-limit store in PostgreSQL, so N instances behind a load balancer share one
 * budget per client (the default store counts in each process's memory). Keys are prefixed by
 * route, like the plugin's Redis store.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const sweep = { lastAt: Date.now() };

  // The plugin passes its merged route options (with routeInfo), not what its types declare.
  class PostgresRateLimitStore {
    constructor(
      options: StoreOptions,
      private readonly prefix = '',
    ) {
      // Both reset the window on every refused hit; this store keeps fixed windows only.
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('the PostgreSQL rate limit store keeps fixed windows only');
      }
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
      const now = Date.now();
      if (now - sweep.lastAt >= RATE_LIMIT_CLEANUP_MS) {
        sweep.lastAt = now;
        // Best effort: a failed sweep leaves rows the next one deletes.
        deleteExpiredHits(db).catch(() => {});
      }
    }

    child(routeOptions: StoreOptions): PostgresRateLimitStore {
      const { method = '', url = '' } = routeOptions.routeInfo ?? {};
      return new PostgresRateLimitStore(routeOptions, `${this.prefix}${String(method)} ${url}|`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
