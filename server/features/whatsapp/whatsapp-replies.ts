import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@core/app-error.ts';
import { whatsappMessages } from '@core/messages-whatsapp.ts';
import { phoneDigits } from '@core/phone.ts';
import type { WhatsappReplyAction } from '@core/schemas/whatsapp.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { confirmAppointment } from '../appointment-status/set-appointment-status.ts';
import { manageBookingUrl } from '../email/compose-notification-email.ts';
import { publicBaseUrl } from '../email/email-sender.ts';
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
import { WHATSAPP_REPLY_EVENT } from './whatsapp-row-message.ts';

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

const Inbound = z.object({
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({ value: z.object({ messages: z.array(z.unknown()).optional() }).loose() }),
      ),
    }),
  ),
});

export interface ReplyDeps {
  db: Db;
  events: EventBus;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  now?: number;
}

/** What came of a notification's button taps: how many there were, acted on, and ignored. */
export interface RepliesResult {
  received: number;
  handled: number;
  ignored: number;
}

/** The button taps of a notification whose signature was checked; none when it has another shape. */
function buttonMessages(raw: Buffer): ButtonMessage[] {
  let parsed: z.infer<typeof Inbound>;
  try {
    parsed = Inbound.parse(JSON.parse(raw.toString('utf8')));
  } catch {
    return [];
  }
  return parsed.entry
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

/** A text to the client, through the outbox (retried, in the history): inside their 24 h window. */
async function queueText(
  { db, now }: ReplyDeps & { now: number },
  organizationId: string,
  to: { phone: string; userId: string | null; appointmentId: string | null },
  message: string,
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
        data: { appointmentId: to.appointmentId, message },
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
  await queueText(deps, organizationId, to, w.replyUnchanged);
  return 'unchanged';
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
    await confirmAppointment(db, { by, id: appointment.id, events, now });
    return 'confirmed';
  }
  if (action === 'cancel') {
    await cancelManagedBooking(db, { token: appointment.manageToken, events, now });
    return 'cancelled';
  }
  const link = manageBookingUrl(publicBaseUrl(deps.config), appointment.manageToken);
  await queueText(deps, organizationId, toClient(appointment), w.replyRescheduleLink(link));
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
  await queueText(deps, organizationId, to, w.replyUnchanged);
  return 'unchanged';
}

/**
 * The clients' quick-reply taps of a notification Meta signed (decision 088): 'Confirmar'
 * confirms, 'Cancelar' cancels through the private link's use case, 'Remarcar' answers with
 * the private link. Each message is handled once; a payload we did not send, another office's
 * appointment or another phone changes nothing and is only counted.
 */
export async function receiveReplies(
  deps: ReplyDeps,
  organizationId: string,
  raw: Buffer,
): Promise<RepliesResult> {
  const context = { ...deps, now: deps.now ?? Date.now() };
  const messages = buttonMessages(raw);
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
