// Time to compute 90 days of free slots (cold: cache dropped first) as history grows 1k -> 100k.
// Usage: npx tsx bench/slots-history-scaling.ts
import { addDays, zonedDateTime } from '../core/scheduling/local-date.ts';
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
for (const total of [1_000, 10_000, 100_000]) {
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
console.log(`ratio 100k/1k: ${(results[2]!.ms / results[0]!.ms).toFixed(2)} (flat is ~1)`);
await app.close();
await database.close();
