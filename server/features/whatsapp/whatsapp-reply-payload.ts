import { WHATSAPP_REPLY_ACTIONS, type WhatsappReplyAction } from '@core/schemas/whatsapp.ts';

/** What a quick-reply button posts back: 'agendei:confirm:<appointment id>'. */
export const replyPayload = (action: WhatsappReplyAction, appointmentId: string) =>
  `agendei:${action}:${appointmentId}`;

/** The confirmation template's three payloads, in the buttons' order (Confirmar, Remarcar, Cancelar). */
export const confirmationButtons = (appointmentId: string) =>
  WHATSAPP_REPLY_ACTIONS.map((action) => replyPayload(action, appointmentId));

const PAYLOAD =
  /^agendei:(confirm|reschedule|cancel):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The action and appointment a button's payload names; null for anything we did not send. */
export function parseReplyPayload(
  payload: string,
): { action: WhatsappReplyAction; appointmentId: string } | null {
  const match = PAYLOAD.exec(payload);
  if (!match) return null;
  return { action: match[1] as WhatsappReplyAction, appointmentId: match[2]!.toLowerCase() };
}
