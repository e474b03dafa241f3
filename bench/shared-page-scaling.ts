// The shared booking page (/api/booking/shared/admin/:id) of an office with 10 professionals vs one
// with 200, in one database: queries per request and ms per request, measured alternately.
// Usage: npx tsx bench/shared-page-scaling.ts
import { buildApp } from '../server/app.ts';
import { countingDatabase } from '@tests/helpers/query-counter.ts';
import { seedOffice } from '@tests/helpers/office.ts';
import { benchApp } from './bench-app.ts';

const { app, database, config } = await benchApp();

async function office(count: number) {
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/admin/register',
    payload: { name: 'Bench Admin', email: `office-${count}@example.com`, password: 'segredo123' },
  });
  const { user } = register.json();
  await seedOffice(database.db, user.organizationId, count);
  return { count, url: `/api/booking/shared/admin/${user.id}` };
}
const offices = [await office(10), await office(200)];

// The same app on the same database through a Drizzle logger that counts statements.
const counted = countingDatabase(database);
const countedApp = await buildApp({ config, database: counted.database });
const queries = new Map<number, number>();
for (const { count, url } of offices) {
  counted.reset();
  const response = await countedApp.inject({ url });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  queries.set(count, counted.queries());
}
await countedApp.close();

async function timed(url: string) {
  const started = performance.now();
  const response = await app.inject({ url });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return { ms: performance.now() - started, bytes: response.rawPayload.length };
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ROUNDS = 40;
for (let i = 0; i < 5; i++) for (const { url } of offices) await timed(url);
const samples = offices.map(() => [] as number[]);
const bytes = offices.map(() => 0);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, { url }] of offices.entries()) {
    const sample = await timed(url);
    samples[i]!.push(sample.ms);
    bytes[i] = sample.bytes;
  }
}

const engine = database.engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
console.log(`shared booking page, ${engine}, median of ${ROUNDS} alternating requests`);
console.log('professionals | queries/request | ms/request | response');
const rows = offices.map(({ count }, i) => ({
  count,
  queries: queries.get(count)!,
  ms: median(samples[i]!),
  kb: bytes[i]! / 1024,
}));
for (const row of rows) {
  console.log(
    `${String(row.count).padStart(13)} | ${String(row.queries).padStart(15)} | ${row.ms.toFixed(2).padStart(10)} | ${row.kb.toFixed(0)} KB`,
  );
}
const [small, large] = rows as [(typeof rows)[0], (typeof rows)[0]];
console.log(
  `ratio 200/10: queries ${(large.queries / small.queries).toFixed(2)} (goal: 1), ` +
    `ms ${(large.ms / small.ms).toFixed(2)} (the response is ${(large.kb / small.kb).toFixed(0)}× larger)`,
);
await app.close();
await database.close();
