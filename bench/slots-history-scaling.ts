// Time to compute 90 days of free slots (cold: cache dropped first) as history grows 1k -> 1M.
// Usage: npx tsx bench/slots-history-scaling.ts   (HISTORY_SIZES=1000,10000,100000 for a shorter run)
import { addDays, zonedDateTime } from '@core/scheduling/local-date.ts';
import { benchApp, benchProfessional } from './bench-app.ts';
import { seedHistory } from './seed-history.ts';

const { app, database } = await benchApp();
const pro = await benchProfessional(app);
const today = zonedDateTime(Date.now(), 'America/Sao_Paulo').date;
const url = `/api/slots?professionalId=${pro.userId}&from=${today}&to=${addDays(today, 89)}`;
const headers = { authorization: `Bearer ${pro.token}` };

/** A cold read: a write invalidates the professional's cache, then the slots are asked for. */
async function coldRead(): Promise<number> {
  await app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers,
    payload: { bufferTime: 0 },
  });
  const started = performance.now();
  const response = await app.inject({ url });
  if (response.statusCode !== 200) throw new Error(response.body);
  return performance.now() - started;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const results: Array<{ total: number; ms: number }> = [];
let seeded = 0;
const SIZES = (process.env.HISTORY_SIZES ?? '1000,10000,100000,1000000').split(',').map(Number);
for (const total of SIZES) {
  await seedHistory(
    database.db,
    pro,
    { past: total - seeded - 500, future: seeded === 0 ? 500 : 0 },
    Date.now() - seeded * 3 * 3_600_000,
  );
  seeded = total - 500;
  for (let i = 0; i < 3; i++) await coldRead();
  const samples = [];
  for (let i = 0; i < 15; i++) samples.push(await coldRead());
  const ms = median(samples);
  results.push({ total, ms });
  console.log(
    `${total.toLocaleString('en')} appointments: 90 days of slots in ${ms.toFixed(2)} ms (median of 15 cold reads)`,
  );
}
const [first, last] = [results[0]!, results.at(-1)!];
console.log(
  `ratio ${last.total.toLocaleString('en')}/${first.total.toLocaleString('en')}: ${(last.ms / first.ms).toFixed(2)} (flat is ~1; goal ≤ 1.2)`,
);
await app.close();
await database.close();
