import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NotificationSettingsDto,
  SaveNotificationSettingsInput,
  SaveWebhookSettingsInput,
  WebhookSettingsDto,
} from '@core/schemas/notifications.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  toNotificationSettingsDto,
  toWebhookSettingsDto,
} from './notification-settings.repository.ts';
import {
  getWebhookSettings,
  rotateWebhookSecret,
  saveWebhookSettings,
} from './save-webhook-settings.ts';

/** A professional's notification settings and the admin's organization-wide webhook settings. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, config },
) => {
  const allowPrivate = config.WEBHOOK_ALLOW_PRIVATE;
  const mine = {
    config: { access: 'member' as const },
    schema: { response: { 200: NotificationSettingsDto } },
  };
  const organization = {
    config: { access: 'admin' as const },
    schema: { response: { 200: WebhookSettingsDto } },
  };

  app.get('/api/notification-settings', mine, async (request) =>
    toNotificationSettingsDto(
      await getWebhookSettings(db, { actor: actorOf(request), scope: 'user' }),
    ),
  );

  app.post(
    '/api/notification-settings',
    { ...mine, schema: { ...mine.schema, body: SaveNotificationSettingsInput } },
    async (request) => {
      const { userId: _ignored, ...input } = request.body;
      const actor = actorOf(request);
      const row = await saveWebhookSettings(db, { actor, scope: 'user', input, allowPrivate });
      return toNotificationSettingsDto(row);
    },
  );

  app.post('/api/notification-settings/rotate-secret', mine, async (request) =>
    toNotificationSettingsDto(
      await rotateWebhookSecret(db, { actor: actorOf(request), scope: 'user' }),
    ),
  );

  app.get('/api/admin/webhook-settings', organization, async (request) =>
    toWebhookSettingsDto(
      await getWebhookSettings(db, { actor: actorOf(request), scope: 'organization' }),
    ),
  );

  app.post(
    '/api/admin/webhook-settings',
    { ...organization, schema: { ...organization.schema, body: SaveWebhookSettingsInput } },
    async (request) => {
      const actor = actorOf(request);
      const input = request.body;
      const row = await saveWebhookSettings(db, {
        actor,
        scope: 'organization',
        input,
        allowPrivate,
      });
      return toWebhookSettingsDto(row);
    },
  );

  app.post('/api/admin/webhook-settings/rotate-secret', organization, async (request) =>
    toWebhookSettingsDto(
      await rotateWebhookSecret(db, { actor: actorOf(request), scope: 'organization' }),
    ),
  );
};
