import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@core/app-error.ts';
import { authMessages, notificationsMessages } from '@core/messages.ts';
import {
  ScheduledWebhookPage,
  WebhookActionResult,
  WebhookLogDto,
  WebhookLogIdParams,
  WebhookLogListQuery,
  WebhookLogPage,
} from '@core/schemas/notifications.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { Actor } from '../../kernel/actor.ts';
import { listWebhookLogs, listWaitingLogs } from './list-webhook-logs.ts';
import { deleteWebhookLog, processWebhookLog } from './manage-webhook-log.ts';
import { replanFutureReminders } from '../outbox/replan-future-reminders.ts';
import { testWebhook } from './test-webhook.ts';

/** scope=organization is the admin's view of the whole organization. */
function assertScope(actor: Actor, scope: 'user' | 'organization') {
  if (scope === 'organization' && actor.role !== 'admin') {
    throw new AppError('FORBIDDEN', authMessages.forbidden);
  }
}

const ScheduledQuery = WebhookLogListQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(1),
});

const action = { 200: WebhookActionResult };
const WAITING_LIST_MAX = 100;

export const webhookLogsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, delivery, config },
) => {
  app.get(
    '/api/webhook-logs',
    {
      config: { access: 'member' },
      schema: { querystring: WebhookLogListQuery, response: { 200: WebhookLogPage } },
    },
    async (request) => {
      const actor = actorOf(request);
      assertScope(actor, request.query.scope);
      return listWebhookLogs(db, { actor, ...request.query });
    },
  );

  app.get(
    '/api/webhook-logs/scheduled',
    {
      config: { access: 'member' },
      schema: {
        querystring: ScheduledQuery,
        response: { 200: z.union([ScheduledWebhookPage, z.array(WebhookLogDto)]) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { page, limit, scope } = request.query;
      assertScope(actor, scope);
      // Without a page (the professional's screen) the list is one array of the next rows.
      if (page === undefined) {
        return (await listWaitingLogs(db, { actor, scope, page: 1, limit: WAITING_LIST_MAX }))
          .webhooks;
      }
      return listWaitingLogs(db, { actor, scope, page, limit });
    },
  );

  app.post(
    '/api/webhook-logs/:id/process',
    { config: { access: 'member' }, schema: { params: WebhookLogIdParams, response: action } },
    async (request) =>
      processWebhookLog(
        { ...delivery, claimMs: config.OUTBOX_CLAIM_MS },
        { actor: actorOf(request), id: request.params.id },
      ),
  );

  app.delete(
    '/api/webhook-logs/:id',
    { config: { access: 'member' }, schema: { params: WebhookLogIdParams, response: action } },
    async (request) => deleteWebhookLog(db, { actor: actorOf(request), id: request.params.id }),
  );

  app.post(
    '/api/webhook-logs/reprocess-all',
    {
      config: { access: 'member' },
      schema: { querystring: WebhookLogListQuery.pick({ scope: true }), response: action },
    },
    async (request) => {
      const actor = actorOf(request);
      assertScope(actor, request.query.scope);
      const userId = request.query.scope === 'organization' ? undefined : actor.userId;
      const count = await db.transaction((tx) =>
        replanFutureReminders(tx, { organizationId: actor.organizationId, userId }),
      );
      return { success: true, count, message: notificationsMessages.reprocessed(count) };
    },
  );

  app.post(
    '/api/webhook/test',
    { config: { access: 'member' }, schema: { response: action } },
    async (request) => testWebhook(delivery, { actor: actorOf(request), scope: 'user' }),
  );

  app.post(
    '/api/admin/webhook/test',
    { config: { access: 'admin' }, schema: { response: action } },
    async (request) => testWebhook(delivery, { actor: actorOf(request), scope: 'organization' }),
  );
};
