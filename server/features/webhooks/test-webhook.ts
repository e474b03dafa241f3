import { randomUUID } from 'node:crypto';
import { AppError } from '@core/app-error.ts';
import { notificationsMessages } from '@core/messages.ts';
import type { DeliveryDeps } from '../outbox/delivery-deps.ts';
import type { Actor } from '../../kernel/actor.ts';
import {
  type SettingsScope,
  ensureSettings,
} from '../notifications/notification-settings.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { deliverNow } from '../outbox/deliver-now.ts';
import { noExternalEvent } from '../calendars/external-event.ts';
import { type StoredPayload, eventFieldsOf } from '../outbox/notification-payload.ts';
import { insertClaimedLog } from '../outbox/webhook-logs.repository.ts';

const n = notificationsMessages;

/** An example appointment tomorrow, so a receiver sees the real payload's shape. */
function samplePayload(professionalName: string, now: number): StoredPayload {
  const start = new Date(now + 24 * 3_600_000);
  return {
    event: 'webhook.test',
    data: {
      message: 'Evento de teste do Agendei: se você recebeu, o webhook está funcionando.',
      appointmentId: randomUUID(),
      clientName: 'Cliente de Teste',
      clientEmail: 'cliente.teste@exemplo.com.br',
      clientPhone: '+55(11) 98765-4321',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3_600_000).toISOString(),
      notes: null,
      professionalName,
      productName: null,
      ...eventFieldsOf({ ...noExternalEvent, meetLink: null }),
    },
  };
}

/** Sends a signed test event to the saved URL now, logs it, and reports what the receiver said. */
export async function testWebhook(
  deps: DeliveryDeps,
  { actor, scope, now = Date.now() }: { actor: Actor; scope: SettingsScope; now?: number },
) {
  const settings = await ensureSettings(deps.db, {
    organizationId: actor.organizationId,
    userId: actor.userId,
    scope,
  });
  if (!settings.webhookUrl) {
    throw new AppError('VALIDATION', n.noWebhookUrl, { webhookUrl: n.noWebhookUrl });
  }
  const user = await findUserById(deps.db, actor.userId);
  const row = await insertClaimedLog(deps.db, {
    organizationId: actor.organizationId,
    userId: actor.userId,
    eventId: randomUUID(),
    eventType: 'webhook.test',
    channel: 'webhook',
    subscriber: scope,
    settingsId: settings.id,
    status: 'pending',
    url: settings.webhookUrl,
    payload: samplePayload(user?.name ?? '', now),
    scheduledFor: new Date(now),
    nextAttemptAt: new Date(now),
  });
  return deliverNow(deps, row, { success: n.testSent(0), failure: n.testFailed }, false).then(
    (result) => ({ ...result, message: n.testSent(result.httpStatus ?? 200) }),
  );
}
