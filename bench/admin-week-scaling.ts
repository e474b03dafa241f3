// The admin week view's API calls (the week's appointments + stats) for an organization with
// 1k appointments vs one with 1M, in one database, measured alternately side by side.
// Usage: npx tsx bench/admin-week-scaling.ts   (ADMIN_WEEK_LARGE=100000 for a shorter run)
import { addDays, weekdayOf, zonedDateTime, zonedInstant } from '@core/scheduling/local-date.ts';
import { benchApp, benchProfessional } from './bench-app.ts';
import { seedHistory } from './seed-history.ts';

const { app, database } = await benchApp();
const TZ = 'America/Sao_Paulo';
const today = zonedDateTime(Date.now(), TZ).date;
const weekStart = addDays(today, -weekdayOf(today));
const from = new Date(zonedInstant(weekStart, 0, TZ)!).toISOString();
const to = new Date(zonedInstant(addDays(weekStart, 7), 0, TZ)!).toISOString();
const calls = [`/api/appointments?from=${from}&to=${to}`, '/api/admin/stats'];

const small = await benchProfessional(app);
const large = await benchProfessional(app);
await seedHistory(database.db, small, { past: 900, future: 100 });
const LARGE = Number(process.env.ADMIN_WEEK_LARGE ?? 1_000_000);
await seedHistory(database.db, large, { past: LARGE - 100, future: 100 });
const largeLabel = LARGE.toLocaleString('en');

async function weekView(token: string): Promise<number[]> {
  const times = [];
  for (const url of calls) {
    const started = performance.now();
    const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    times.push(performance.now() - started);
  }
  return times;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const samples = { small: [] as number[][], large: [] as number[][] };
for (let i = 0; i < 10; i++) await Promise.all([weekView(small.token), weekView(large.token)]);
for (let round = 0; round < 40; round++) {
  samples.small.push(await weekView(small.token));
  samples.large.push(await weekView(large.token));
}
const summary = (label: string, rows: number[][]) => {
  const perCall = calls.map((_, i) => median(rows.map((r) => r[i]!)));
  const total = median(rows.map((r) => r.reduce((a, b) => a + b, 0)));
  console.log(
    `${label}: week list ${perCall[0]!.toFixed(2)} ms, stats ${perCall[1]!.toFixed(2)} ms, both ${total.toFixed(2)} ms (median of 40)`,
  );
  return { perCall, total };
};
const a = summary('organization with 1,000 appointments', samples.small);
const b = summary(`organization with ${largeLabel} appointments`, samples.large);
console.log(
  `ratio ${largeLabel}/1,000: week list ${(b.perCall[0]! / a.perCall[0]!).toFixed(2)}, stats ${(b.perCall[1]! / a.perCall[1]!).toFixed(2)}, ` +
    `both ${(b.total / a.total).toFixed(2)} (goal: ≤ 1.2)`,
);
await app.close();
await database.close();
