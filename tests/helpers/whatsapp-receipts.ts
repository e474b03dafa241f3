import { createHmac } from 'node:crypto';
import type { ReceivedWhatsappMessage } from './whatsapp-emulator.ts';

export type ReceiptStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** The error Meta reports when a number cannot receive the message (not on WhatsApp, say). */
export const UNDELIVERABLE = {
  code: 131026,
  title: 'Message undeliverable',
  message: 'Message undeliverable',
  error_data: { details: 'Message Undeliverable.' },
};

/**
 * A 'messages' webhook notification for one phone-number id, in the shape Meta posts (object,
 * entry[].changes[].value), `value` holding its statuses or messages.
 */
export function messagesNotification(phoneNumberId: string, value: object): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });
}

/** A notification with one status of one message (value.statuses[]). */
export function receiptBody(
  message: Pick<ReceivedWhatsappMessage, 'id' | 'phoneNumberId' | 'to'>,
  status: ReceiptStatus,
  at = new Date(),
): string {
  return messagesNotification(message.phoneNumberId, {
    statuses: [
      {
        id: message.id,
        status,
        timestamp: String(Math.floor(at.getTime() / 1000)),
        recipient_id: message.to,
        ...(status === 'failed' ? { errors: [UNDELIVERABLE] } : {}),
      },
    ],
  });
}

/** `X-Hub-Signature-256` of a raw body: Meta signs it with the app secret. */
export const signReceipt = (raw: string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

/** Posts a raw notification to the app's callback URL, signed with `appSecret` as Meta signs it. */
export const postSigned = (callbackUrl: string, appSecret: string, raw: string) =>
  fetch(callbackUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signReceipt(raw, appSecret),
    },
    body: raw,
  });

/** Posts a signed receipt to the app's callback URL, as Meta does; answers the app's status. */
export async function postReceipt(
  callbackUrl: string,
  appSecret: string,
  message: Pick<ReceivedWhatsappMessage, 'id' | 'phoneNumberId' | 'to'>,
  status: ReceiptStatus,
): Promise<number> {
  const response = await postSigned(callbackUrl, appSecret, receiptBody(message, status));
  await response.arrayBuffer();
  return response.status;
}
