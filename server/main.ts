import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-database.ts';
import { DATABASE_THREAD_TASKS } from './features/appointments/database-thread-tasks.ts';
import { createLocalEventBus } from './realtime/event-bus.ts';
import { createPgEventBus } from './realtime/pg-event-bus.ts';
import { startOutboxWorker } from './jobs/outbox-worker.ts';
import { startCalendarSyncScheduler } from './jobs/calendar-sync-scheduler.ts';
import { startUnpaidReleaseScheduler } from './jobs/unpaid-release-scheduler.ts';
import { startWaitlistExpiryScheduler } from './jobs/waitlist-expiry-scheduler.ts';
import { startRetentionScheduler } from './jobs/retention-scheduler.ts';
import { createEmailSender } from './features/email/email-sender.ts';
import type { CalendarProvider } from './features/calendars/calendar-provider.ts';
import { calendarProviders } from './features/calendars/calendar-providers.ts';
import { googleSettings } from './features/calendars/google/google-settings.ts';
import { rekeyGoogleTokens } from './features/calendars/google/rekey-google-tokens.ts';

/**
 * Closes the server once its in-flight requests are answered. Their keep-alive connections turn
 * idle only afterwards, and would hold the close until the keep-alive timeout (72 s): sweep them.
 */
async function closeServer(app: FastifyInstance) {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, { threadTasks: DATABASE_THREAD_TASKS });
  // After a Google token key rotation, tokens sealed with the old key are re-sealed with the new.
  const google = googleSettings(config);
  if (google?.previousTokenKeys.length) {
    const counts = await rekeyGoogleTokens(database.db, google);
    console.info(
      `Google tokens: ${counts.rekeyed} re-sealed with the current key, ${counts.current} already on it, ${counts.unreadable} unreadable.`,
    );
  }
  // With PostgreSQL, events reach every instance (LISTEN/NOTIFY); on PGlite there is one process.
  const events = config.DATABASE_URL
    ? await createPgEventBus(config.DATABASE_URL)
    : createLocalEventBus();
  // SMTP when SMTP_URL is set, otherwise the e-mail outbox table; shared by the app and the worker.
  const emailSender = createEmailSender({
    db: database.db,
    config,
    log: { info: (obj, msg) => app.log.info(obj, msg) },
  });
  // The registry's providers, built once by the app: the worker writes their events, the loop pulls them.
  let calendars: CalendarProvider[] = [];
  const app = await buildApp({
    config,
    database,
    events,
    sendEmail: emailSender.send,
    calendarProviders: (deps) => (calendars = calendarProviders(deps)),
  });
  // Every instance runs a worker; overdue rows (reminders due while it was down) go out now.
  // watchWorker: /readyz answers 503 once the worker stops (shutting down).
  const worker =
    config.OUTBOX_WORKER === 'on'
      ? app.readiness.watchWorker(
          startOutboxWorker({
            db: database.db,
            config,
            events,
            log: app.log,
            sendEmail: emailSender.send,
            calendars,
          }),
        )
      : undefined;
  // Every instance pulls the calendars' changes; on PostgreSQL a professional is pulled by one at a time.
  const calendarSync =
    config.OUTBOX_WORKER === 'on'
      ? startCalendarSyncScheduler({
          db: database.db,
          engine: database.engine,
          events,
          calendars,
          intervalMs: config.GOOGLE_SYNC_MS,
          log: app.log,
        })
      : undefined;

  // Every instance releases the public bookings whose Pix stayed unpaid past the product's hold.
  const unpaidRelease =
    config.OUTBOX_WORKER === 'on'
      ? startUnpaidReleaseScheduler({ db: database.db, events, log: app.log })
      : undefined;

  // Every instance expires the waitlist offers past their hold (decision 086).
  const waitlistExpiry =
    config.OUTBOX_WORKER === 'on'
      ? startWaitlistExpiryScheduler({ db: database.db, events, log: app.log })
      : undefined;

  // Every instance anonymizes the clients past their organization's LGPD retention period.
  const retention =
    config.OUTBOX_WORKER === 'on'
      ? startRetentionScheduler({
          db: database.db,
          events,
          log: app.log,
          intervalMs: config.RETENTION_INTERVAL_MS,
        })
      : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // In-flight requests finish while the worker gives back what it has not started.
      await Promise.all([
        calendarSync?.stop(),
        unpaidRelease?.stop(),
        retention?.stop(),
        waitlistExpiry?.stop(),
        worker?.stop(),
        closeServer(app),
      ]);
      // Handlers of requests whose clients hung up may still be committing and publishing.
      const unfinished = await app.handlersSettled(10_000);
      if (unfinished > 0) app.log.warn({ unfinished }, 'requests still running at shutdown');
      await emailSender.close();
      await events.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
