import { format } from 'date-fns';
import { WEBHOOK_URL_DISPLAY_LENGTH, type WebhookEvent } from '@core/constants.ts';
import type { WebhookLogDto, WebhookLogStatus } from '@core/schemas/notifications.ts';

/** The events a webhook can subscribe to, as the screens name them. */
export const eventLabels: Record<WebhookEvent, string> = {
  'appointment.created': 'Agendamento criado',
  'appointment.updated': 'Agendamento atualizado',
  'appointment.cancelled': 'Agendamento cancelado',
  'appointment.reminder': 'Lembrete',
  'appointment.confirmed': 'Agendamento confirmado',
  'appointment.no_show': 'Cliente faltou',
};

const otherEventLabels: Record<string, string> = {
  'webhook.test': 'Teste de webhook',
  'whatsapp.test': 'Teste de WhatsApp',
  'whatsapp.reply': 'Resposta no WhatsApp',
  'account.password_reset': 'Redefinição de senha',
  'account.signup_attempt': 'Tentativa de cadastro',
  // A block's rows: its webhooks (REST v1 subscriptions) and its busy event in the calendar.
  'block.created': 'Bloqueio criado',
  'block.updated': 'Bloqueio alterado',
  'block.deleted': 'Bloqueio excluído',
  'invitation.sent': 'Convite para a equipe',
  'waitlist.offer': 'Oferta da lista de espera',
  'payment.confirmed': 'Pagamento confirmado',
};

export function eventLabel(event: string): string {
  return eventLabels[event as WebhookEvent] ?? otherEventLabels[event] ?? event;
}

export type StatusTone = 'info' | 'secondary' | 'success' | 'destructive' | 'outline';

/** pt-BR badge of each row status. */
export const statusDisplay: Record<WebhookLogStatus, { label: string; tone: StatusTone }> = {
  scheduled: { label: 'Agendado', tone: 'info' },
  pending: { label: 'Pendente', tone: 'outline' },
  success: { label: 'Enviado', tone: 'success' },
  failed: { label: 'Falhou', tone: 'destructive' },
  cancelled: { label: 'Cancelado', tone: 'secondary' },
  // Kept, never sent (an e-mail while the server has no SMTP_URL): the row's error says why.
  not_sent: { label: 'Não enviado', tone: 'outline' },
};

/** What WhatsApp's receipts said of a message it accepted, when it got further than sent. */
export function deliveryLabel(log: WebhookLogDto): string | undefined {
  if (log.status !== 'success') return undefined;
  if (log.deliveryState === 'read') return 'Lida';
  if (log.deliveryState === 'delivered') return 'Entregue';
  return undefined;
}

/** Where the row goes: the URL, e-mail address or phone (SPEC §3 gives two spellings of the URL). */
export const logTarget = (log: WebhookLogDto) => log.target ?? log.url ?? log.webhookUrl ?? '';

export const logHttpStatus = (log: WebhookLogDto) => log.httpStatus ?? log.responseStatus;

/** A long URL cut at 30 characters for the table (SPEC §2); the full text goes in a title. */
export function truncateTarget(text: string): string {
  return text.length > WEBHOOK_URL_DISPLAY_LENGTH
    ? `${text.slice(0, WEBHOOK_URL_DISPLAY_LENGTH)}…`
    : text;
}

/** dd/MM/yyyy HH:mm in the browser's zone. */
export const formatDateTime = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');

/** When the row went out (or last tried), else when it is due. */
export const logTime = (log: WebhookLogDto) => log.sentAt ?? log.processedAt ?? log.scheduledFor;

type PayloadFacts = {
  clientName?: string;
  /** A block's title (a block has no client). */
  blockTitle?: string;
  professionalName?: string;
  startTime?: string;
  reminderMinutes?: number;
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** What the payload says about the appointment, read defensively (it is free-form JSON). */
export function payloadFacts(log: WebhookLogDto): PayloadFacts {
  const payload = (log.payload ?? {}) as {
    data?: Record<string, unknown>;
    reminderMinutes?: unknown;
  };
  const data = payload.data ?? {};
  const minutes = log.reminderMinutes ?? payload.reminderMinutes ?? data.reminderMinutes;
  return {
    clientName: text(data.clientName),
    blockTitle: data.blockId ? text(data.title) : undefined,
    professionalName: text(data.professionalName),
    startTime: text(data.startTime),
    reminderMinutes: typeof minutes === 'number' ? minutes : undefined,
  };
}
