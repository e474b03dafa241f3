import type { AddressInfo } from 'node:net';
import type { Config } from '../../server/config.ts';
import type { DeliveryDeps } from '../../server/features/outbox/delivery-deps.ts';
import { fastRetryConfig } from './outbox.ts';
import { createTestApp } from './test-app.ts';
import { startWhatsappEmulator } from './whatsapp-emulator.ts';
import { EMULATED_TEMPLATES } from './whatsapp-office.ts';

/**
 * The app sending to a WhatsApp emulator (the default templates approved) and listening on a
 * loopback port, as Meta reaches it to post receipts and replies; `base` is its address and
 * `deps` delivers its outbox rows.
 */
export async function startWhatsappWebhookApp(overrides: Partial<Config> = {}) {
  const emulator = await startWhatsappEmulator({ templates: EMULATED_TEMPLATES });
  const config: Config = { ...fastRetryConfig, WHATSAPP_API_URL: emulator.apiUrl, ...overrides };
  const t = await createTestApp(config);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const deps: DeliveryDeps = { db: t.db, config, sendEmail: async () => undefined };
  return { t, emulator, base, deps };
}
