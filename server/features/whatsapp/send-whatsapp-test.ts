import { randomUUID } from 'node:crypto';
import { AppError } from '@core/app-error.ts';
import { whatsappMessages } from '@core/messages-whatsapp.ts';
import type { DeliveryDeps } from '../outbox/delivery-deps.ts';
import type { Actor } from '../../kernel/actor.ts';
import { findUserById } from '../users/users.repository.ts';
import { deliverNow } from '../outbox/deliver-now.ts';
import { noExternalEvent } from '../calendars/external-event.ts';
import { type StoredPayload, eventFieldsOf } from '../outbox/notification-payload.ts';
import { insertClaimedLog } from '../outbox/webhook-logs.repository.ts';
import { WHATSAPP_TEST_EVENT } from '../outbox/channels/whatsapp/deliver-whatsapp-row.ts';
import { findWhatsappSettings } from './whatsapp.repository.ts';
import { senderOf } from './whatsapp-settings.ts';

const w = whatsappMessages;

/** An example appointment tomorrow at 17:00 UTC (14:00 in Brasília), for the template's parameters. */
function samplePayload(professionalName: string, timezone: string, now: number): StoredPayload {
  const start = new Date(now + 24 * 3_600_000);
  start.setUTCHours(17, 0, 0, 0);
  return {
    event: WHATSAPP_TEST_EVENT,
    data: {
      appointmentId: randomUUID(),
      clientName: 'Cliente de Teste',
      clientEmail: 'cliente.teste@exemplo.com.br',
      clientPhone: null,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3_600_000).toISOString(),
      notes: null,
      professionalName,
      productName: 'Consulta de teste',
      ...eventFieldsOf({ ...noExternalEvent, meetLink: null }),
    },
    whatsapp: { timezone },
  };
}

/**
 * Sends the confirmation template, with example values, to a phone the admin typed: through the
 * outbox (so it shows in the organization's history), now, never retried. Works while WhatsApp
 * is off, so the settings can be checked before switching it on.
 */
export async function sendWhatsappTest(
  deps: DeliveryDeps,
  { actor, phone, now = Date.now() }: { actor: Actor; phone: string; now?: number },
) {
  const settings = await findWhatsappSettings(deps.db, actor.organizationId);
  if (!senderOf(settings)) throw new AppError('VALIDATION', w.notReady);
  const admin = await findUserById(deps.db, actor.userId);
  const row = await insertClaimedLog(deps.db, {
    organizationId: actor.organizationId,
    userId: actor.userId,
    eventId: randomUUID(),
    eventType: WHATSAPP_TEST_EVENT,
    channel: 'whatsapp',
    subscriber: 'organization',
    status: 'pending',
    url: phone,
    payload: samplePayload(admin?.name ?? 'Agendei', admin?.timezone ?? 'America/Sao_Paulo', now),
    scheduledFor: new Date(now),
    nextAttemptAt: new Date(now),
  });
  return deliverNow(deps, row, { success: w.testSent, failure: w.testFailed }, false);
}
