import { DEFAULT_TIMEZONE } from '@core/constants.ts';
import type { Db } from '../../db/client.ts';
import { manageBookingUrl } from '../email/compose-notification-email.ts';
import type { StoredPayload } from '../outbox/notification-payload.ts';
import type { ClaimedRow } from '../outbox/webhook-logs.repository.ts';
import { confirmationButtons } from './whatsapp-reply-payload.ts';
import { findRepliedAppointment } from './whatsapp-replies.repository.ts';
import type { WhatsappSender } from './whatsapp-settings.ts';
import {
  type WhatsappMessage,
  templateFor,
  templateMessage,
  templateParameters,
  textMessage,
} from './whatsapp-template.ts';

/** A free-form answer to a client's button tap (decision 088); its text is in `data.message`. */
export const WHATSAPP_REPLY_EVENT = 'whatsapp.reply';

/**
 * What an answer's row keeps in `data`: its text and, for 'Remarcar', that the client's private
 * link follows it. The link is made at delivery from the appointment, so the history the office
 * reads never shows it (decision 090), as the e-mails' rows do not.
 */
export interface ReplyText {
  message: string;
  manageLink?: true;
}

/** The answer's text as sent; undefined when its link's appointment is gone. */
async function replyText(db: Db, row: ClaimedRow, baseUrl: string) {
  const data = (row.payload as { data: Partial<ReplyText> & { appointmentId?: string | null } })
    .data;
  const message = data.message ?? '';
  if (!data.manageLink) return message;
  const appointmentId = row.appointmentId ?? data.appointmentId;
  const appointment = appointmentId
    ? await findRepliedAppointment(db, row.organizationId, appointmentId)
    : undefined;
  return appointment && `${message} ${manageBookingUrl(baseUrl, appointment.manageToken)}`;
}

/**
 * A 'Confirmar presença' reminder goes as the confirmation template only while its appointment
 * is still 'scheduled': confirmed meanwhile, it is the ordinary reminder.
 */
async function asksConfirmation(db: Db, row: ClaimedRow, payload: StoredPayload) {
  if (!payload.askConfirmation || row.eventType !== 'appointment.reminder') return false;
  const appointmentId = row.appointmentId ?? payload.data.appointmentId;
  const appointment = await findRepliedAppointment(db, row.organizationId, appointmentId);
  return appointment?.status === 'scheduled';
}

/**
 * What a 'whatsapp' row of the outbox sends to its phone (the row's target), read now;
 * undefined when the appointment its private link belongs to is gone.
 */
export async function whatsappRowMessage(
  db: Db,
  row: ClaimedRow & { url: string },
  sender: WhatsappSender,
  baseUrl: string,
): Promise<WhatsappMessage | undefined> {
  const payload = row.payload as StoredPayload;
  if (row.eventType === WHATSAPP_REPLY_EVENT) {
    const text = await replyText(db, row, baseUrl);
    return text === undefined ? undefined : textMessage(row.url, text);
  }
  const parameters = templateParameters(
    payload.data,
    payload.whatsapp?.timezone ?? DEFAULT_TIMEZONE,
  );
  if (await asksConfirmation(db, row, payload)) {
    return {
      ...templateMessage(row.url, sender.templates.confirmation, sender.language, parameters),
      buttons: confirmationButtons(payload.data.appointmentId),
    };
  }
  return templateMessage(
    row.url,
    templateFor(sender.templates, row.eventType),
    sender.language,
    parameters,
  );
}
