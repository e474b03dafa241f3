import {
  type PGlite,
  type QueryOptions,
  type Results,
  parse,
  protocol,
} from '@electric-sql/pglite';

/** How many statement texts stay prepared (the app has a few hundred shapes; a text is a shape). */
const MAX_PREPARED = 512;

/** Only these are planned, so only they gain from being prepared once. */
const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Written into a statement whose best plan depends on its values, so that it is planned at each
 * run as PGlite's own query() does: after five runs PostgreSQL may keep one plan for any values,
 * and for the outbox's claim (limits and the due time as parameters) that plan took 24 ms a run
 * instead of 3 (docs/decisions/052).
 */
export const PLANNED_AT_EACH_RUN = '/* planned at each run */';

/** "cached plan must not change result type" and "prepared statement does not exist". */
const STALE = new Set(['0A000', '26000']);
const isStale = (error: unknown) => STALE.has((error as { code?: string } | null)?.code ?? '');

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  /** The parameters' types, which choose how each value is written (as PGlite's own query does). */
  parameterTypes: number[];
  /** The result's columns (none for a statement without rows), sent once by Describe. */
  columns: BackendMessage | undefined;
}

/** PGlite's own locks, which its public query() takes around each statement. */
interface PgliteLocks {
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parameters<typeof parse.parseResults>[1];
}

/**
 * Runs the app's statements on PGlite as named prepared statements, each text parsed and planned
 * once per process (docs/decisions/052). PGlite's own query() sends every statement as an unnamed
 * one: parse, describe, bind, describe, execute and sync, six calls into the database each time,
 * and PostgreSQL parses and plans it again. Here a known text costs one call (bind, execute,
 * sync). Results are read by PGlite's own parser, so rows come out exactly as query() gives them.
 */
export class PreparedStatements {
  private static readonly instances = new WeakMap<PGlite, PreparedStatements>();
  private readonly statements = new Map<string, Prepared>();
  private named = 0;

  private constructor(private readonly db: PGlite) {}

  /** The one set of a PGlite instance (its session holds the names: two sets would collide). */
  static of(db: PGlite): PreparedStatements {
    let prepared = PreparedStatements.instances.get(db);
    if (!prepared) {
      prepared = new PreparedStatements(db);
      PreparedStatements.instances.set(db, prepared);
    }
    return prepared;
  }

  private get locks(): PgliteLocks {
    return this.db as unknown as PgliteLocks;
  }

  /** Whether `sql` goes through here (a planned statement), rather than through query(). */
  static handles(sql: string): boolean {
    return PLANNED.test(sql) && !sql.includes(PLANNED_AT_EACH_RUN);
  }

  /** Runs `sql` as query() would: alone, or inside the transaction that holds the database. */
  async query<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const run = () =>
      this.locks._runExclusiveQuery(
        async () => (await this.run(sql, params, options)) as Results<T>,
      );
    if (inTransaction) return run();
    return this.locks._runExclusiveTransaction(async () => {
      // Alone, a statement whose plan went stale ran nothing: it is prepared again and run.
      const result = await run().catch((error: unknown) => {
        if (isStale(error)) return run();
        throw error;
      });
      await this.db.syncToFs();
      return result;
    });
  }

  private async run(sql: string, params: unknown[], options: QueryOptions): Promise<Results> {
    const statement = this.statements.get(sql) ?? (await this.prepare(sql));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const write = this.locks.serializers[statement.parameterTypes[index] ?? 0];
      return write ? write(value) : String(value);
    });
    try {
      const messages = await this.db.execProtocolStream(
        Buffer.concat([
          protocol.serialize.bind({ statement: statement.name, values: values as string[] }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const all = statement.columns ? [statement.columns, ...messages] : messages;
      return parse.parseResults(all, this.locks.parsers, options)[0]!;
    } catch (error) {
      // A plan that a schema change made stale (or a statement gone): prepared again next time.
      if (isStale(error)) await this.forget(sql);
      throw error;
    }
  }

  private async prepare(sql: string): Promise<Prepared> {
    const name = `agendei_${++this.named}`;
    const messages = await this.db.execProtocolStream(
      Buffer.concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared: Prepared = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      columns: messages.find((message) => message.name === 'rowDescription'),
    };
    this.statements.set(sql, prepared);
    if (this.statements.size > MAX_PREPARED) {
      const [oldest] = this.statements.keys();
      if (oldest !== undefined) await this.forget(oldest);
    }
    return prepared;
  }

  private async forget(sql: string): Promise<void> {
    const statement = this.statements.get(sql);
    if (!statement) return;
    this.statements.delete(sql);
    await this.db.execProtocolStream(
      Buffer.concat([
        protocol.serialize.close({ type: 'S', name: statement.name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, throwOnError: false },
    );
  }
}
