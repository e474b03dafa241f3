import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@core/app-error.ts';
import { genericMessages } from '@core/messages.ts';
import { type Config, fastifyTrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import type { FeatureDeps } from './feature-deps.ts';
import { type EventBus, createLocalEventBus } from './realtime/event-bus.ts';
import { notificationsRoutes } from './realtime/notifications.routes.ts';
import { anyProfessionalRoutes } from './features/any-professional/any-professional.routes.ts';
import { appointmentsRoutes } from './features/appointments/appointments.routes.ts';
import { appointmentStatusRoutes } from './features/appointment-status/appointment-status.routes.ts';
import { blocksRoutes } from './features/blocks/blocks.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { bookingRoutes } from './features/booking/booking.routes.ts';
import { ScheduleCache } from './features/scheduling/schedule-cache.ts';
import { startWaitlistListener } from './features/waitlist/waitlist-listener.ts';
import { waitlistRoutes } from './features/waitlist/waitlist.routes.ts';
import { manageBookingRoutes } from './features/manage-booking/manage-booking.routes.ts';
import { availabilityRoutes } from './features/availability/availability.routes.ts';
import { bookingFormRoutes } from './features/booking-form/booking-form.routes.ts';
import { productsRoutes } from './features/products/products.routes.ts';
import { officeServicesRoutes } from './features/office-services/office-services.routes.ts';
import { intakeQuestionsRoutes } from './features/intake/intake-questions.routes.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { pspRoutes } from './features/payments/psp/psp.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { organizationRoutes } from './features/organization/organization.routes.ts';
import { organizationLogoRoutes } from './features/organization/organization-logo.routes.ts';
import { privacyRoutes } from './features/privacy/privacy.routes.ts';
import { holidaysRoutes } from './features/holidays/holidays.routes.ts';
import { dateOverridesRoutes } from './features/date-overrides/date-overrides.routes.ts';
import { statsRoutes } from './features/stats/stats.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { invitationsRoutes } from './features/invitations/invitations.routes.ts';
import { notificationSettingsRoutes } from './features/notifications/notification-settings.routes.ts';
import { webhookLogsRoutes } from './features/webhooks/webhook-logs.routes.ts';
import { integrationsRoutes } from './features/integrations/integrations.routes.ts';
import {
  type CalendarProviders,
  calendarProviders as defaultCalendarProviders,
} from './features/calendars/calendar-providers.ts';
import { whatsappReceiptsRoutes } from './features/whatsapp/whatsapp-receipts.routes.ts';
import { whatsappRoutes } from './features/whatsapp/whatsapp.routes.ts';
import { mcpRoutes } from './mcp/mcp.routes.ts';
import { mcpOauthRoutes } from './features/mcp-oauth/mcp-oauth.routes.ts';
import { apiV1 } from './api-v1/api-v1.plugin.ts';
import type { SendEmail } from './features/outbox/delivery-deps.ts';
import { createEmailSender } from './features/email/email-sender.ts';
import { routeAccessTablePlugin } from './plugins/route-access.ts';
import { accessPlugin } from './features/auth/access.plugin.ts';
import { authenticateToken } from './features/integrations/authenticate-token.ts';
import { authenticateMcpCaller } from './features/mcp-oauth/authenticate-oauth-token.ts';
import { mcpResourceUrl } from './features/mcp-oauth/mcp-resource.ts';
import { requestOrigin } from './plugins/request-origin.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { errorBodyFor, frameworkErrors } from './error-shapes.ts';
import { storableTextPlugin } from './plugins/storable-text.ts';
import { postgresRateLimitStore } from './plugins/rate-limit-store.ts';
import { WebIndex, registerStaticWeb } from './plugins/static-web.ts';
import { PageRenderer } from './plugins/page-render.ts';
import { type LogStream, genReqId, loggerOptions, requestIdPlugin } from './plugins/logging.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { outboxDepth } from './features/outbox/outbox-depth.repository.ts';
import { opsPlugin } from './plugins/ops.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { loadSheddingPlugin } from './plugins/load-shedding.ts';
import { abandonedRequestsPlugin } from './plugins/abandoned-requests.ts';
import { runningHandlersPlugin } from './plugins/running-handlers.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { compressionPlugin } from './plugins/compression.ts';

z.config(z.locales.pt());

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to a bus of this process; main.ts passes the cross-instance one on PostgreSQL. */
  events?: EventBus;
  /** Delivers e-mail rows; main.ts passes the sender its worker uses too. */
  sendEmail?: SendEmail;
  /** Where JSON log lines go (stdout by default); tests pass a stream to read them. */
  logStream?: LogStream;
  /** The calendar providers (calendar-providers.ts); tests pass a list with a fake one. */
  calendarProviders?: CalendarProviders;
}

/** Builds the whole application; it never listens, so tests drive it with inject(). */
export async function buildApp({
  config,
  database,
  events = createLocalEventBus(),
  sendEmail,
  logStream,
  calendarProviders = defaultCalendarProviders,
}: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    genReqId,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, errorBodyFor);
  await app.register(routeAccessTablePlugin);

  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, {
    outboxDepth: () => outboxDepth(database.db),
    config,
    threadStats: database.threadStats,
  });
  await app.register(loadSheddingPlugin, {
    maxInFlight: config.MAX_IN_FLIGHT_REQUESTS,
    maxQueueWaitMs: config.MAX_QUEUE_WAIT_MS,
  });
  // Before the handlers are counted as running: one whose client left never starts.
  await app.register(abandonedRequestsPlugin);
  await app.register(runningHandlersPlugin);
  const webIndex = new WebIndex(config.WEB_DIST_DIR);
  await app.register(securityHeadersPlugin, { config, webIndex });
  await app.register(compressionPlugin);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // On PostgreSQL every instance counts in one table; PGlite is one process, memory suffices.
    ...(database.engine === 'postgres' ? { store: postgresRateLimitStore(database.db) } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', genericMessages.rateLimited),
  });
  await app.register(accessPlugin, {
    db: database.db,
    tokenGuards: {
      'api-token': (request) =>
        authenticateToken(database.db, 'api', request.headers.authorization),
      'mcp-token': (request) =>
        authenticateMcpCaller(database.db, {
          authorization: request.headers.authorization,
          resource: mcpResourceUrl(requestOrigin(request, config.PUBLIC_URL)),
        }),
    },
  });
  await app.register(csrfPlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(storableTextPlugin);
  await app.register(opsPlugin, { db: database.db, config });

  // Without a sender from main.ts (tests), the app makes its own from the configuration.
  const ownSender = sendEmail
    ? undefined
    : createEmailSender({ db: database.db, config, log: app.log });
  if (ownSender) app.addHook('onClose', async () => ownSender.close());
  // Each calendar provider is a busy source of the slots, as the list orders them.
  const calendars = calendarProviders({ db: database.db, config, log: app.log, events });
  const delivery = { db: database.db, config, sendEmail: sendEmail ?? ownSender!.send, calendars };
  const scheduleCache = new ScheduleCache(database.db, events, calendars);
  app.addHook('onClose', async () => {
    scheduleCache.close();
    for (const calendar of calendars) calendar.close();
  });
  const deps: FeatureDeps = { db: database.db, events, config, delivery, scheduleCache };
  // A time freed in an agenda with a waitlist is offered to the first in line (decision 086).
  const waitlist = startWaitlistListener(database.db, events, app.log);
  app.decorate('waitlist', waitlist);
  app.addHook('onClose', async () => waitlist.stop());
  await app.register(authRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(invitationsRoutes, deps);
  await app.register(availabilityRoutes, deps);
  await app.register(productsRoutes, deps);
  await app.register(officeServicesRoutes, deps);
  await app.register(intakeQuestionsRoutes, deps);
  await app.register(bookingFormRoutes, deps);
  // A public booking's transaction runs on PGlite's thread when the database is there.
  await app.register(appointmentsRoutes, { ...deps, runTask: database.runTask });
  await app.register(appointmentStatusRoutes, deps);
  await app.register(anyProfessionalRoutes, { ...deps, runTask: database.runTask });
  await app.register(blocksRoutes, deps);
  await app.register(bookingRoutes, deps);
  await app.register(manageBookingRoutes, deps);
  await app.register(waitlistRoutes, deps);
  await app.register(paymentsRoutes, deps);
  await app.register(pspRoutes, deps);
  await app.register(statsRoutes, deps);
  await app.register(organizationRoutes, deps);
  await app.register(organizationLogoRoutes, deps);
  await app.register(privacyRoutes, deps);
  await app.register(holidaysRoutes, deps);
  await app.register(dateOverridesRoutes, deps);
  await app.register(notificationsRoutes, deps);
  await app.register(notificationSettingsRoutes, deps);
  await app.register(webhookLogsRoutes, deps);
  await app.register(integrationsRoutes, deps);
  for (const calendar of calendars) if (calendar.routes) await app.register(calendar.routes, deps);
  await app.register(whatsappRoutes, deps);
  await app.register(whatsappReceiptsRoutes, deps);
  await app.register(mcpRoutes, deps);
  await app.register(mcpOauthRoutes, deps);
  await app.register(apiV1, deps);
  app.get('/api/health', { config: { access: 'public' } }, async () => ({
    status: 'ok',
    engine: database.engine,
  }));

  const renderer = new PageRenderer(config.WEB_SSR_DIR, app);
  await registerStaticWeb(app, config.WEB_DIST_DIR, webIndex, renderer);
  return app;
}
