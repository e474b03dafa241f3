// 90 days of public slots for a professional with date overrides and blocks, beside one without,
// on one server (issue 34: no more than 1.2× the plain read).
// Usage: npx tsx bench/slots-overrides-blocks.ts [seconds]
// BENCH_PLAIN_ONLY=1 reads only the plain professional (for a checkout from before issue 34).
import autocannon from 'autocannon';
import { addDays, zonedDateTime, zonedInstant } from '@core/scheduling/local-date.ts';
import { benchApp, benchProfessional } from './bench-app.ts';
import { seedHistory } from './seed-history.ts';

const seconds = Number(process.argv[2] ?? 10);
const TZ = 'America/Sao_Paulo';
const { app, database } = await benchApp();
const plain = await benchProfessional(app);
const busy = await benchProfessional(app);
for (const who of [plain, busy]) await seedHistory(database.db, who, { past: 2_000, future: 300 });

const today = zonedDateTime(Date.now(), TZ).date;
const headers = { authorization: `Bearer ${busy.token}` };
async function post(url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, headers, payload });
  if (response.statusCode >= 300)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
}
// The office's forensic recess, a fortnight of holidays, one day off a week, different hours
// every Saturday, and two blocks a working day (a hearing and study time).
const plainOnly = process.env.BENCH_PLAIN_ONLY === '1';
if (!plainOnly) await seedOverridesAndBlocks();

async function seedOverridesAndBlocks() {
  await post('/api/admin/date-overrides/forensic-recess', {});
  await post('/api/user/date-overrides', {
    startDate: addDays(today, 40),
    endDate: addDays(today, 53),
    name: 'Férias',
  });
  for (let week = 0; week < 13; week++) {
    if (week * 7 + 7 >= 40 && week * 7 <= 53) continue; // the holidays above
    const day = addDays(today, week * 7 + 2);
    await post('/api/user/date-overrides', { startDate: day, endDate: day, name: 'Audiência' });
    const saturday = addDays(today, week * 7 + 5);
    await post('/api/user/date-overrides', {
      startDate: saturday,
      endDate: saturday,
      name: 'Plantão',
      startTime: '09:00',
      endTime: '12:00',
    });
  }
  for (let day = 1; day <= 90; day++) {
    const date = addDays(today, day);
    for (const [from, to, title] of [
      [14 * 60, 16 * 60, 'Audiência'],
      [8 * 60, 9 * 60, 'Estudo'],
    ] as const) {
      const start = zonedInstant(date, from, TZ)!;
      const end = zonedInstant(date, to, TZ)!;
      await post('/api/blocks', {
        title,
        startTime: new Date(start).toISOString(),
        endTime: new Date(end).toISOString(),
      });
    }
  }
}

const slotsUrl = (who: { userId: string }) =>
  `/api/slots?professionalId=${who.userId}&from=${today}&to=${addDays(today, 89)}`;
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

async function run(path: string) {
  const result = await autocannon({ url: base + path, connections: 20, duration: seconds });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const sizes = await Promise.all(
  [plain, busy].map(async (who) => JSON.parse((await app.inject({ url: slotsUrl(who) })).body)),
);
console.log(
  `90 days of slots; plain: ${sizes[0].slots.length} slots, with overrides and 180 blocks: ` +
    `${sizes[1].slots.length} slots; 2,000 past and 300 future appointments each; engine: ${database.engine}`,
);
await run(slotsUrl(plain)); // warm-up
if (plainOnly) {
  for (let round = 0; round < 3; round++) {
    const without = await run(slotsUrl(plain));
    console.log(`round ${round + 1}: plain ${without.rps.toFixed(0)} req/s p99 ${without.p99} ms`);
  }
  process.exit(0);
}
const ratios = [];
for (let round = 0; round < 3; round++) {
  const without = await run(slotsUrl(plain));
  const withThem = await run(slotsUrl(busy));
  ratios.push(without.rps / withThem.rps);
  console.log(
    `round ${round + 1}: plain ${without.rps.toFixed(0)} req/s p99 ${without.p99} ms | ` +
      `overrides and blocks ${withThem.rps.toFixed(0)} req/s p99 ${withThem.p99} ms | ` +
      `cost ${(without.rps / withThem.rps).toFixed(2)}× (errors ${without.errors + withThem.errors})`,
  );
}
const mean = ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
console.log(
  `cost with overrides and blocks (mean of ${ratios.length} rounds): ${mean.toFixed(2)}× (goal <= 1.2×)`,
);
await app.close();
await database.close();
