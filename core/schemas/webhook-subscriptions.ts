import { z } from 'zod';
import { DEFAULT_REMINDER_MINUTES, SUBSCRIBABLE_WEBHOOK_EVENTS } from '../constants.ts';
import { notificationsMessages } from '../messages.ts';
import { apiV1Messages } from '../messages-api-v1.ts';
import { ReminderTimes, RequiredWebhookUrl } from './notifications.ts';

/** An event a subscription may name: the appointments' and blocked time's (block.*, decision 071). */
export const SubscribableEventName = z.enum(SUBSCRIBABLE_WEBHOOK_EVENTS, {
  error: notificationsMessages.invalidEvent,
});

const m = apiV1Messages;

/** How many REST v1 webhook subscriptions one organization may hold. */
export const MAX_WEBHOOK_SUBSCRIPTIONS = 20;

const unique = <Item>(items: Item[]) => new Set(items).size === items.length;

/** A REST v1 webhook subscription to create: where to POST and which events. */
export const CreateWebhookSubscriptionInput = z.strictObject({
  url: RequiredWebhookUrl.meta({
    format: 'uri',
    description:
      'Endereço http:// ou https:// (até 2000 caracteres) que recebe os eventos; precisa ' +
      'apontar para um endereço público (redes privadas e locais são recusadas). Uma URL por ' +
      'inscrição na organização.',
    example: 'https://hooks.example.com/agendei',
  }),
  events: z
    .array(SubscribableEventName, { error: m.webhookEventsRequired })
    .min(1, m.webhookEventsRequired)
    .max(SUBSCRIBABLE_WEBHOOK_EVENTS.length, m.webhookEventRepeated)
    .refine(unique, m.webhookEventRepeated)
    .transform((events) => SUBSCRIBABLE_WEBHOOK_EVENTS.filter((event) => events.includes(event)))
    .meta({
      uniqueItems: true,
      description: 'Os eventos desta inscrição, sem repetir.',
      example: ['appointment.created', 'appointment.cancelled'],
    }),
  reminderMinutes: ReminderTimes.optional().meta({
    uniqueItems: true,
    description:
      'Para appointment.reminder: quantos minutos antes do início (1 a 43200, até 10 valores; ' +
      `padrão ${DEFAULT_REMINDER_MINUTES.join(' e ')}).`,
    example: [60, 1440],
  }),
});
export type CreateWebhookSubscriptionInput = z.output<typeof CreateWebhookSubscriptionInput>;

export const WebhookSubscriptionIdParams = z.object({
  id: z.uuid({ error: m.webhookNotFound }),
});

/** A subscription as the REST v1 lists it (never with its secret). */
export const WebhookSubscriptionDto = z.object({
  id: z.uuid(),
  url: z.string().meta({ format: 'uri' }),
  events: z.array(SubscribableEventName),
  reminderMinutes: z.array(z.number().int()),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type WebhookSubscriptionDto = z.infer<typeof WebhookSubscriptionDto>;

/** The answer to a create: the only time the signing secret is shown. */
export const CreatedWebhookSubscriptionDto = WebhookSubscriptionDto.extend({
  secret: z.string().meta({
    description:
      'Chave que assina cada entrega (X-Agendei-Signature). Mostrada só agora: guarde-a.',
    example: 'whsec_3q2-7wEAAAAAAAAAAAAAAAAAAAAAAAAA',
  }),
});
export type CreatedWebhookSubscriptionDto = z.infer<typeof CreatedWebhookSubscriptionDto>;
