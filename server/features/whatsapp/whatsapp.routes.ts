import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WebhookActionResult } from '@core/schemas/notifications.ts';
import {
  SaveWhatsappSettingsInput,
  WhatsappSettingsDto,
  WhatsappTestInput,
} from '@core/schemas/whatsapp.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { publicBaseUrl } from '../email/email-sender.ts';
import { saveWhatsappSettings } from './save-whatsapp-settings.ts';
import { sendWhatsappTest } from './send-whatsapp-test.ts';
import { getWhatsappSettings } from './whatsapp-settings.ts';

const SETTINGS_PATH = '/api/admin/whatsapp-settings';

/** 'WhatsApp' on the admin's integrations screen: the Cloud API settings and a test message. */
export const whatsappRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, delivery, config },
) => {
  const baseUrl = publicBaseUrl(config);
  const settings = { response: { 200: WhatsappSettingsDto } };

  app.get(SETTINGS_PATH, { config: { access: 'admin' }, schema: settings }, async (request) =>
    getWhatsappSettings(db, { actor: actorOf(request), baseUrl }),
  );

  app.put(
    SETTINGS_PATH,
    { config: { access: 'admin' }, schema: { body: SaveWhatsappSettingsInput, ...settings } },
    async (request) =>
      saveWhatsappSettings(db, { actor: actorOf(request), input: request.body, baseUrl }),
  );

  app.post(
    `${SETTINGS_PATH}/test`,
    {
      config: { access: 'admin' },
      schema: { body: WhatsappTestInput, response: { 200: WebhookActionResult } },
    },
    async (request) =>
      sendWhatsappTest(delivery, { actor: actorOf(request), phone: request.body.phone }),
  );
};
