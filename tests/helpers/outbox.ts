import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { webhookLogs } from '../../server/db/schema.ts';
import type { DeliveryDeps } from '../../server/features/outbox/delivery-deps.ts';
import { deliverClaimedRows } from '../../server/features/outbox/deliver-claimed-rows.ts';
import { type Config, testConfig } from '../../server/config.ts';
import { WEBHOOK_EVENTS } from '@core/constants.ts';
import { bearer, signedInProfessional } from './factories.ts';
import { type TestApp, createTestApp } from './test-app.ts';
import { type WebhookReceiver, startWebhookReceiver } from './webhook-receiver.ts';
import { claimDueRows } from '../../server/features/outbox/outbox-claims.repository.ts';
import { createEmailSender } from '../../server/features/email/email-sender.ts';

export const fastRetryConfig = testConfig({
  WEBHOOK_ALLOW_PRIVATE: true,
  WEBHOOK_RETRY_BASE_MS: 1000,
  WEBHOOK_MAX_ATTEMPTS: 3,
  WEBHOOK_TIMEOUT_MS: 1000,
});

/**
 * The app on `config` and a webhook receiver for a suite of outbox tests: started before its
 * tests, closed after them. Read `t` and `receiver` inside tests.
 */
export function outboxTestApp(config: Partial<Config>) {
  const suite = {} as { t: TestApp; receiver: WebhookReceiver };
  beforeAll(async () => {
    suite.t = await createTestApp(config);
    suite.receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await suite.receiver?.close();
    await suite.t?.close();
  });
  return suite;
}

/**
 * Delivers every row due at `now`, as a worker would, until none is left: a deterministic
 * stand-in for the background loop (time is passed in, not waited for).
 */
export async function deliverDue(deps: DeliveryDeps, now: number): Promise<number> {
  let delivered = 0;
  for (;;) {
    const rows = await claimDueRows(deps.db, {
      // PostgreSQL stamps a queued row with microseconds, Date.now() counts whole milliseconds:
      // a row queued earlier in the current millisecond is due, so `now` is rounded up.
      now: new Date(now + 1),
      limit: 50,
      claimMs: 60_000,
    });
    if (rows.length === 0) return delivered;
    await deliverClaimedRows({ ...deps, now: () => now }, rows);
    delivered += rows.length;
  }
}

/**
 * Runs the outbox as the worker does, e-mails included: through SMTP (a receiver's url) or, without
 * one, kept in email_outbox as the server keeps them.
 */
export async function deliverWithEmail(db: Db, smtpUrl?: string) {
  const sender = createEmailSender({
    db,
    config: { SMTP_URL: smtpUrl, PUBLIC_URL: 'https://agendei.example.com', PORT: 5000 },
  });
  await deliverDue({ db, config: fastRetryConfig, sendEmail: sender.send }, Date.now());
  await sender.close();
}

export async function logsOf(db: Db, appointmentId: string, eventType?: string) {
  return db
    .select()
    .from(webhookLogs)
    .where(
      and(
        eq(webhookLogs.appointmentId, appointmentId),
        eventType ? eq(webhookLogs.eventType, eventType) : undefined,
      ),
    );
}

/** A professional (of a new organization) whose webhook posts every event to `url`; no e-mails. */
export async function subscribedProfessional(
  t: TestApp,
  url: string,
  extra: Record<string, unknown> = {},
) {
  const pro = await signedInProfessional(t);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/notification-settings',
    headers: bearer(pro.token),
    payload: {
      webhookNotificationsEnabled: true,
      webhookUrl: url,
      webhookEvents: [...WEBHOOK_EVENTS],
      emailNotificationsEnabled: false,
      ...extra,
    },
  });
  if (saved.statusCode !== 200) throw new Error(`subscribe: ${saved.body}`);
  return { ...pro, secret: saved.json().webhookSecret as string };
}

/** Books `count` appointments through the API, one a day from `firstDay` days ahead. */
export async function bookAppointments(t: TestApp, token: string, count: number, firstDay = 2) {
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(token),
      payload: {
        clientName: `Cliente ${i}`,
        clientEmail: `cliente${i}@example.com`,
        startTime: new Date(Date.now() + (firstDay + i) * 86_400_000).toISOString(),
      },
    });
    if (response.statusCode !== 201) throw new Error(`booking: ${response.body}`);
  }
}
