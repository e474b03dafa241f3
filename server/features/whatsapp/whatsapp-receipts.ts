import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@core/app-error.ts';
import { whatsappMessages } from '@core/messages-whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { findWhatsappSettings } from './whatsapp.repository.ts';
import { markReached, markUndelivered } from './whatsapp-receipts.repository.ts';
import { receiptsVerifyToken } from './whatsapp-settings.ts';

const w = whatsappMessages;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One status of Meta's 'messages' webhook field (inbound messages and other fields are ignored). */
const MessageStatus = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
type MessageStatus = z.infer<typeof MessageStatus>;

/** Meta's 'messages' webhook notification: its statuses (receipts) and messages (clients' taps). */
const Notification = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z
            .object({
              statuses: z.array(MessageStatus).optional(),
              messages: z.array(z.unknown()).optional(),
            })
            .loose(),
        }),
      ),
    }),
  ),
});
export type WhatsappNotification = z.infer<typeof Notification>;

/** The organization's app secret, or 404 while receipts are not set up. */
async function appSecretOf(db: Db, organizationId: string): Promise<string> {
  const secret = UUID.test(organizationId)
    ? (await findWhatsappSettings(db, organizationId)).appSecret
    : null;
  if (!secret) throw new AppError('NOT_FOUND', w.receiptsNotConfigured);
  return secret;
}

/** Meta's subscription check: echo `hub.challenge` when the verify token is ours. */
export async function verifyReceiptsSubscription(
  db: Db,
  organizationId: string,
  query: { mode?: string; verifyToken?: string; challenge?: string },
): Promise<string> {
  const secret = await appSecretOf(db, organizationId);
  const expected = receiptsVerifyToken(secret, organizationId);
  if (query.mode !== 'subscribe' || query.verifyToken !== expected || !query.challenge) {
    throw new AppError('FORBIDDEN', w.receiptBadVerifyToken);
  }
  return query.challenge;
}

/** `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of the raw body with the app secret. */
function signatureMatches(secret: string, raw: Buffer, header: string | undefined): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

/** '(#131026) Message undeliverable', as the history shows Meta's reason. */
function reasonOf(status: MessageStatus): string {
  const [error] = status.errors ?? [];
  if (!error) return 'motivo não informado';
  const text = error.title ?? error.message ?? 'erro';
  return (error.code === undefined ? text : `(#${error.code}) ${text}`).slice(0, 250);
}

const instantOf = (status: MessageStatus) => {
  const seconds = Number(status.timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
};

/**
 * A notification Meta posted for one organization, read once for its receipts and its replies:
 * signed with the organization's app secret (401 otherwise), in Meta's shape (400 otherwise).
 */
export async function readSignedNotification(
  db: Db,
  organizationId: string,
  { raw, signature }: { raw: Buffer; signature: string | undefined },
): Promise<WhatsappNotification> {
  const secret = await appSecretOf(db, organizationId);
  if (!signatureMatches(secret, raw, signature)) {
    throw new AppError('UNAUTHENTICATED', w.receiptBadSignature);
  }
  try {
    return Notification.parse(JSON.parse(raw.toString('utf8')));
  } catch {
    throw new AppError('VALIDATION', w.receiptMalformed);
  }
}

/**
 * The delivery receipts of a signed notification: each status moves the message's row (sent,
 * delivered, read) or fails it with WhatsApp's reason. Answers how many rows changed; statuses
 * of messages we do not know are skipped.
 */
export async function receiveReceipts(
  db: Db,
  organizationId: string,
  notification: WhatsappNotification,
): Promise<{ received: number; updated: number }> {
  const statuses = notification.entry.flatMap((entry) =>
    entry.changes.flatMap((change) => change.value.statuses ?? []),
  );
  let updated = 0;
  for (const status of statuses) {
    const at = instantOf(status);
    if (status.status === 'failed') {
      const error = w.undelivered(reasonOf(status));
      updated += await markUndelivered(db, organizationId, { messageId: status.id, error, at });
    } else if (['sent', 'delivered', 'read'].includes(status.status)) {
      const state = status.status as 'sent' | 'delivered' | 'read';
      updated += await markReached(db, organizationId, { messageId: status.id, state, at });
    }
  }
  return { received: statuses.length, updated };
}
