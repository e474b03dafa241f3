// How the embedded database was shared during a run, from the servers' /metrics (PGlite on its own
// thread only): how long transactions held it, and how long a statement outside one took.
import type { ServerProcess } from './load-servers.ts';

const SERIES = {
  transactions: 'agendei_database_transactions_total',
  heldSeconds: 'agendei_database_held_seconds_total',
  alone: 'agendei_database_alone_statements_total',
  aloneSeconds: 'agendei_database_alone_seconds_total',
} as const;

type Hold = Record<keyof typeof SERIES, number>;

/** The servers' counters now, summed; undefined when none has a database thread. */
export async function databaseHold(servers: ServerProcess[]): Promise<Hold | undefined> {
  const texts = await Promise.all(
    servers.map(async (server) => (await fetch(`${server.base}/metrics`)).text()),
  );
  const value = (text: string, name: string) =>
    Number(
      /^(\S+) (\S+)$/m.exec(
        text.split('\n').find((line) => line.startsWith(`${name} `)) ?? '',
      )?.[2] ?? NaN,
    );
  const sums = Object.fromEntries(
    Object.entries(SERIES).map(([key, name]) => [
      key,
      texts.reduce((sum, text) => sum + value(text, name), 0),
    ]),
  ) as Hold;
  return Number.isNaN(sums.transactions) ? undefined : sums;
}

/** One line on the run between two readings. */
export function holdReport(before: Hold, after: Hold, seconds: number): string {
  const delta = (key: keyof Hold) => after[key] - before[key];
  const transactions = Math.max(1, delta('transactions'));
  const alone = Math.max(1, delta('alone'));
  return (
    `database (PGlite's thread): held by a transaction ${((100 * delta('heldSeconds')) / seconds).toFixed(0)}% ` +
    `of the run, ${(delta('transactions') / seconds).toFixed(0)} transactions/s of ` +
    `${((1000 * delta('heldSeconds')) / transactions).toFixed(2)} ms each; a statement outside one ` +
    `answered in ${((1000 * delta('aloneSeconds')) / alone).toFixed(1)} ms on average (its wait included)`
  );
}
