import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@core/app-error.ts';
import { whatsappMessages } from '@core/messages-whatsapp.ts';
import { phoneDigits } from '@core/phone.ts';
import { formatDateIn, formatTimeOfInstant } from '@core/scheduling/format-instant.ts';
import type { WhatsappReplyAction } from '@core/schemas/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { confirmAppointment } from '../appointment-status/set-appointment-status.ts';
import { cancelManagedBooking } from '../manage-booking/cancel-managed-booking.ts';
import { insertWebhookLogs } from '../outbox/webhook-logs.repository.ts';
import { parseReplyPayload } from './whatsapp-reply-payload.ts';
import {
  type RepliedAppointment,
  type ReplyOutcome,
  claimReply,
  findRepliedAppointment,
  findSentMessage,
  releaseReply,
  setReplyOutcome,
} from './whatsapp-replies.repository.ts';
import type { WhatsappNotification } from './whatsapp-receipts.ts';
import { WHATSAPP_REPLY_EVENT, type ReplyText } from './whatsapp-row-message.ts';

const w = whatsappMessages;

/** A client's quick-reply tap, as Meta posts it in `value.messages[]` (other types are skipped). */
const ButtonMessage = z.object({
  id: z.string().min(1).max(256),
  from: z.string().max(32),
  type: z.literal('button'),
  button: z.object({ payload: z.string().max(512) }),
  context: z.object({ id: z.string().max(256).optional() }).optional(),
});
type ButtonMessage = z.infer<typeof ButtonMessage>;

export interface ReplyDeps {
  db: Db;
  events: EventBus;
  now?: number;
}

/** What came of a notification's button taps: how many there were, acted on, and ignored. */
export interface RepliesResult {
  received: number;
  handled: number;
  ignored: number;
}

/** The button taps of a notification whose signature was checked (other messages are skipped). */
function buttonMessages(notification: WhatsappNotification): ButtonMessage[] {
  return notification.entry
    .flatMap((entry) => entry.changes.flatMap((change) => change.value.messages ?? []))
    .flatMap((message) => {
      const button = ButtonMessage.safeParse(message);
      return button.success ? [button.data] : [];
    });
}

/** WhatsApp writes the number with its country code (5511987654321); a stored one may lack it. */
function samePhone(stored: string | null, from: string): boolean {
  if (!stored) return false;
  const sender = from.replace(/\D/g, '');
  const known = phoneDigits(stored);
  const national = (digits: string) => (digits.startsWith('55') ? digits.slice(2) : digits);
  return sender.length >= 8 && national(known) === national(sender);
}

/**
 * A text to the client, through the outbox (retried, in the history): inside their 24 h window.
 * A text with `manageLink` gets the private link at delivery; the row never holds it (decision 090).
 */
async function queueText(
  { db, now }: ReplyDeps & { now: number },
  organizationId: string,
  to: { phone: string; userId: string | null; appointmentId: string | null },
  text: ReplyText,
): Promise<void> {
  await insertWebhookLogs(db, [
    {
      organizationId,
      userId: to.userId,
      appointmentId: to.appointmentId,
      eventId: randomUUID(),
      eventType: WHATSAPP_REPLY_EVENT,
      channel: 'whatsapp',
      subscriber: 'client',
      status: 'pending',
      url: to.phone,
      payload: {
        event: WHATSAPP_REPLY_EVENT,
        data: { appointmentId: to.appointmentId, ...text },
      },
      scheduledFor: new Date(now),
      nextAttemptAt: new Date(now),
    },
  ]);
}

/** The appointment is gone (cancelled): tell the client only if the tapped message was ours to them. */
async function answerGone(
  deps: ReplyDeps & { now: number },
  organizationId: string,
  message: ButtonMessage,
  appointmentId: string,
): Promise<ReplyOutcome> {
  const sent = message.context?.id
    ? await findSentMessage(deps.db, organizationId, message.context.id)
    : undefined;
  const data = (sent?.payload as { data?: { appointmentId?: string } } | undefined)?.data;
  if (!sent?.url || data?.appointmentId !== appointmentId || !samePhone(sent.url, message.from)) {
    return 'ignored';
  }
  const to = { phone: sent.url, userId: sent.userId, appointmentId: null };
  await queueText(deps, organizationId, to, { message: w.replyUnchanged });
  return 'unchanged';
}

/** 'Presença confirmada para 03/12/2026 às 10:00 com …', in the professional's zone. */
function confirmedText(appointment: RepliedAppointment, start: string): string {
  const { timezone, professionalName } = appointment;
  const [date, time] = [formatDateIn(start, timezone), formatTimeOfInstant(start, timezone)];
  return w.replyConfirmed(date, time, professionalName);
}

/** Runs the tapped action through the same use case as the other interfaces. */
async function act(
  deps: ReplyDeps & { now: number },
  organizationId: string,
  action: WhatsappReplyAction,
  appointment: RepliedAppointment,
): Promise<ReplyOutcome> {
  const { db, events, now } = deps;
  if (action === 'confirm') {
    const by = { kind: 'client' as const, organizationId };
    // Its time as confirmed, under the row's lock (a move may have come since it was read).
    const confirmed = await confirmAppointment(db, { by, id: appointment.id, events, now });
    const message = confirmedText(appointment, confirmed.startTime);
    await queueText(deps, organizationId, toClient(appointment), { message });
    return 'confirmed';
  }
  if (action === 'cancel') {
    // Its cancellation message (the 'cancelled' template) is the client's answer: no text more.
    await cancelManagedBooking(db, { token: appointment.manageToken, events, now });
    return 'cancelled';
  }
  const text = { message: w.replyReschedule, manageLink: true as const };
  await queueText(deps, organizationId, toClient(appointment), text);
  return 'link_sent';
}

const toClient = (appointment: RepliedAppointment) => ({
  phone: appointment.clientPhone ?? '',
  userId: appointment.userId,
  appointmentId: appointment.id,
});

/** What one tap does: nothing unless it names this office's appointment of this phone. */
async function handle(
  deps: ReplyDeps & { now: number },
  organizationId: string,
  message: ButtonMessage,
  named: { action: WhatsappReplyAction; appointmentId: string },
): Promise<ReplyOutcome> {
  const appointment = await findRepliedAppointment(deps.db, organizationId, named.appointmentId);
  if (!appointment) return answerGone(deps, organizationId, message, named.appointmentId);
  if (!samePhone(appointment.clientPhone, message.from)) return 'ignored';
  const open = ['scheduled', 'confirmed'].includes(appointment.status);
  if (open && appointment.startTime.getTime() > deps.now) {
    try {
      return await act(deps, organizationId, named.action, appointment);
    } catch (error) {
      // Refused by the use case's rules (cancelled or started meanwhile): told below.
      if (!(error instanceof AppError)) throw error;
    }
  }
  // Cancelled meanwhile (a racing tap or the office), the text is no longer the appointment's row.
  const still = await findRepliedAppointment(deps.db, organizationId, appointment.id);
  const to = { ...toClient(appointment), appointmentId: still ? appointment.id : null };
  await queueText(deps, organizationId, to, { message: w.replyUnchanged });
  return 'unchanged';
}

/**
 * The clients' quick-reply taps of a notification Meta signed (decision 088): 'Confirmar'
 * confirms, 'Cancelar' cancels through the private link's use case, 'Remarcar' answers with
 * the private link; a confirmation is answered with its date and time (decision 090). Each
 * message is handled once; a payload we did not send, another office's appointment or another
 * phone changes nothing and is only counted.
 */
export async function receiveReplies(
  deps: ReplyDeps,
  organizationId: string,
  notification: WhatsappNotification,
): Promise<RepliesResult> {
  const context = { ...deps, now: deps.now ?? Date.now() };
  const messages = buttonMessages(notification);
  let handled = 0;
  for (const message of messages) {
    const named = parseReplyPayload(message.button.payload);
    if (!named) continue;
    const claim = { organizationId, messageId: message.id, ...named };
    if (!(await claimReply(deps.db, claim))) continue;
    let outcome: ReplyOutcome;
    try {
      outcome = await handle(context, organizationId, message, named);
    } catch (error) {
      await releaseReply(deps.db, organizationId, message.id);
      throw error;
    }
    await setReplyOutcome(deps.db, organizationId, message.id, outcome);
    if (outcome !== 'ignored') handled++;
  }
  return { received: messages.length, handled, ignored: messages.length - handled };
}
