// Public slots endpoint vs a static JSON route of the same size, side by side on one server.
// Usage: npx tsx bench/slots-throughput.ts [seconds]
import autocannon from 'autocannon';
import { addDays, zonedDateTime } from '@core/scheduling/local-date.ts';
import { benchApp, benchProfessional } from './bench-app.ts';
import { seedHistory } from './seed-history.ts';

const seconds = Number(process.argv[2] ?? 10);
const { app, database } = await benchApp();
let sample = '';
app.get('/bench/static', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(sample),
);
const pro = await benchProfessional(app);
await seedHistory(database.db, pro, { past: 10_000, future: 500 });

const today = zonedDateTime(Date.now(), 'America/Sao_Paulo').date;
const slotsUrl = `/api/slots?professionalId=${pro.userId}&from=${today}&to=${addDays(today, 30)}`;
sample = (await app.inject({ url: slotsUrl })).body;
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

async function run(path: string) {
  const result = await autocannon({
    url: base + path,
    connections: 20,
    duration: seconds,
    pipelining: 1,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

console.log(
  `payload: ${sample.length} bytes, ${JSON.parse(sample).slots.length} slots over 31 days`,
);
console.log(`history: 10,000 past and 500 future appointments; engine: ${database.engine}`);
const rounds = [];
for (let round = 0; round < 2; round++) {
  const staticRun = await run('/bench/static');
  const slotsRun = await run(slotsUrl);
  rounds.push({ staticRun, slotsRun });
  console.log(
    `round ${round + 1}: static ${staticRun.rps.toFixed(0)} req/s p99 ${staticRun.p99} ms | ` +
      `slots ${slotsRun.rps.toFixed(0)} req/s p99 ${slotsRun.p99} ms | ratio ${(slotsRun.rps / staticRun.rps).toFixed(2)} ` +
      `(errors ${staticRun.errors + slotsRun.errors})`,
  );
}
const ratio = rounds.reduce((sum, r) => sum + r.slotsRun.rps / r.staticRun.rps, 0) / rounds.length;
console.log(
  `slots/static throughput ratio (mean of ${rounds.length} rounds): ${ratio.toFixed(2)} (goal >= 0.5)`,
);
await app.close();
await database.close();
