// 1,000 due reminders drained by the outbox worker to a local receiver, side by side with a plain
// loop POSTing the same bodies (no database, no claims). Usage: npx tsx bench/reminders-drain.ts
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { webhookLogs } from '../server/db/schema.ts';
import { startOutboxWorker } from '../server/jobs/outbox-worker.ts';
import { postWebhook } from '../server/jobs/post-webhook.ts';
import { benchApp, benchProfessional } from './bench-app.ts';
import { seedHistory } from './seed-history.ts';

const REMINDERS = 1000;
let received = 0;
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received++;
    response.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const { app, database, config } = await benchApp({ WEBHOOK_ALLOW_PRIVATE: true });
const { db } = database;
const pro = await benchProfessional(app);
const headers = { authorization: `Bearer ${pro.token}` };
await app.inject({
  method: 'POST',
  url: '/api/notification-settings',
  headers,
  payload: {
    webhookNotificationsEnabled: true,
    webhookUrl: url,
    webhookEvents: ['appointment.reminder'],
    emailNotificationsEnabled: false,
    notificationTimes: [60],
  },
});
await seedHistory(db, pro, { past: 0, future: REMINDERS });
const planned = await app.inject({
  method: 'POST',
  url: '/api/webhook-logs/reprocess-all',
  headers,
});
console.log(`planned: ${planned.json().count} reminders; engine: ${database.engine}`);

/** Makes every reminder due now, as after the moment they were planned for. */
async function makeAllDue() {
  await db
    .update(webhookLogs)
    .set({ status: 'scheduled', attempts: 0, nextAttemptAt: new Date(Date.now() - 1000) })
    .where(sql`${webhookLogs.eventType} = 'appointment.reminder'`);
}

async function drainWithWorker() {
  await makeAllDue();
  received = 0;
  const started = performance.now();
  const worker = startOutboxWorker({ db, config, sendEmail: async () => undefined });
  while (received < REMINDERS) await new Promise((resolve) => setTimeout(resolve, 5));
  const elapsed = performance.now() - started;
  await worker.stop();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookLogs)
    .where(sql`${webhookLogs.status} = 'success'`);
  return { elapsed, succeeded: row?.n ?? 0 };
}

const bodies = (await db.select({ payload: webhookLogs.payload }).from(webhookLogs)).map((row) =>
  JSON.stringify(row.payload),
);

async function plainLoop(concurrency: number) {
  received = 0;
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < bodies.length) {
      const body = bodies[next++]!;
      await postWebhook(url, body, { headers: {}, timeoutMs: 10_000, allowPrivate: true });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return performance.now() - started;
}

const perSecond = (ms: number) => ((REMINDERS / ms) * 1000).toFixed(0);
for (let round = 1; round <= 2; round++) {
  const worker = await drainWithWorker();
  const sequential = await plainLoop(1);
  const parallel = await plainLoop(4);
  console.log(
    `round ${round}: worker ${worker.elapsed.toFixed(0)} ms (${perSecond(worker.elapsed)}/s, ` +
      `${worker.succeeded} marked success) | plain loop ${sequential.toFixed(0)} ms ` +
      `(${perSecond(sequential)}/s) | plain loop x4 ${parallel.toFixed(0)} ms (${perSecond(parallel)}/s) | ` +
      `worker/plain ${(sequential / worker.elapsed).toFixed(2)}, worker/plain x4 ${(parallel / worker.elapsed).toFixed(2)}`,
  );
}
await app.close();
await database.close();
receiver.close();
