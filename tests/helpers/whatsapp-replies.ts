import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { webhookLogs } from '../../server/db/schema.ts';
import type { StoredPayload } from '../../server/features/outbox/notification-payload.ts';
import { messagesNotification, postSigned } from './whatsapp-receipts.ts';

/**
 * Queues a client's 'Confirmar presença' reminder by WhatsApp, due now, as the reminder planner
 * writes it (decision 088): a copy of the appointment's WhatsApp confirmation row as an
 * 'appointment.reminder' whose payload asks for the confirmation.
 */
export async function queueConfirmationRequest(db: Db, appointmentId: string, now = Date.now()) {
  const [created] = await db
    .select()
    .from(webhookLogs)
    .where(
      and(
        eq(webhookLogs.appointmentId, appointmentId),
        eq(webhookLogs.channel, 'whatsapp'),
        eq(webhookLogs.eventType, 'appointment.created'),
      ),
    );
  if (!created) throw new Error('no WhatsApp row of the booking to copy');
  const payload = created.payload as StoredPayload;
  const [row] = await db
    .insert(webhookLogs)
    .values({
      organizationId: created.organizationId,
      userId: created.userId,
      appointmentId,
      eventType: 'appointment.reminder',
      channel: 'whatsapp',
      subscriber: 'client',
      status: 'pending',
      url: created.url,
      payload: { ...payload, event: 'appointment.reminder', askConfirmation: true },
      reminderMinutes: 1440,
      scheduledFor: new Date(now),
      nextAttemptAt: new Date(now),
    })
    .returning();
  return row!;
}

export interface ButtonTap {
  /** The client's message id (Meta posts it again until it hears a 200). */
  id: string;
  /** The client's number as WhatsApp writes it: digits with the country code. */
  from: string;
  payload: string;
  text: string;
  /** The id of our message the client tapped a button of. */
  contextId?: string;
}

/** A 'messages' webhook notification with one quick-reply tap (value.messages[]). */
export function buttonTapBody(tap: ButtonTap, phoneNumberId: string): string {
  return messagesNotification(phoneNumberId, {
    contacts: [{ profile: { name: 'Cliente' }, wa_id: tap.from }],
    messages: [
      {
        ...(tap.contextId ? { context: { from: '15550783881', id: tap.contextId } } : {}),
        from: tap.from,
        id: tap.id,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: 'button',
        button: { payload: tap.payload, text: tap.text },
      },
    ],
  });
}

/** Posts a tap to the app's callback URL signed with `appSecret`; the app's status and answer. */
export async function postButtonTap(
  callbackUrl: string,
  appSecret: string,
  tap: ButtonTap,
  phoneNumberId: string,
): Promise<{ status: number; body: unknown }> {
  const response = await postSigned(callbackUrl, appSecret, buttonTapBody(tap, phoneNumberId));
  return { status: response.status, body: await response.json() };
}
