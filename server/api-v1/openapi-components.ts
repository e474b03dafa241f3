import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUBSCRIBABLE_WEBHOOK_EVENTS } from '@core/constants.ts';
import { V1BlockDto } from '@core/schemas/api-v1-blocks.ts';
import {
  V1AppointmentDto,
  V1AvailabilityDto,
  V1ProductDto,
  V1SeriesDto,
  V1SlotDto,
  V1SlotsDto,
  V1UserDto,
} from '@core/schemas/api-v1-documented.ts';
import { V1Error } from '@core/schemas/api-v1.ts';
import {
  WebhookAppointment,
  WebhookBlockPayload,
  WebhookPayload,
} from '@core/schemas/webhook-payload.ts';

/**
 * The REST v1 document's named schemas: where a route answers one of them, the document says
 * `$ref: '#/components/schemas/<name>'`, so a generated client gets a type of that name. They
 * are named in zod's global registry, where the fields' documentation (`.meta`) also lives; these
 * objects are the REST v1 ones, which no other document (MCP's tools) uses.
 */
const NAMED = [
  [V1AppointmentDto, 'Appointment'],
  [V1SeriesDto, 'Series'],
  [V1SlotDto, 'Slot'],
  [V1SlotsDto, 'Slots'],
  [V1UserDto, 'Professional'],
  [V1ProductDto, 'Product'],
  [V1AvailabilityDto, 'Availability'],
  [V1Error, 'Error'],
  [WebhookAppointment, 'WebhookAppointment'],
  [WebhookPayload, 'WebhookPayload'],
  [V1BlockDto, 'Block'],
  [WebhookBlockPayload, 'WebhookBlockPayload'],
] as const;
for (const [schema, id] of NAMED) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

const WEBHOOK_TEXTS: Record<(typeof SUBSCRIBABLE_WEBHOOK_EVENTS)[number], string> = {
  'appointment.created': 'Um agendamento foi criado.',
  'appointment.updated': 'Um agendamento mudou (horário, profissional ou dados do cliente).',
  'appointment.cancelled': 'Um agendamento foi cancelado.',
  'appointment.reminder': 'Lembrete antes do início, nos minutos escolhidos na inscrição.',
  'appointment.confirmed': "Um agendamento foi confirmado (status 'confirmed').",
  'appointment.no_show': "O cliente foi marcado como ausente (status 'no_show', 'Faltou').",
  'block.created': 'Um horário foi bloqueado (só para inscrições que pedem este evento).',
  'block.updated': 'Um bloqueio mudou (título, observações ou horário).',
  'block.deleted': 'Um bloqueio foi removido: o horário voltou a ficar livre.',
};

/** OpenAPI 3.1's `webhooks`: what each event POSTs to a subscription's URL. */
function webhooksSection() {
  return Object.fromEntries(
    SUBSCRIBABLE_WEBHOOK_EVENTS.map((event) => [
      event,
      {
        post: {
          summary: event,
          description: `${WEBHOOK_TEXTS[event]} Assinado em X-Agendei-Signature.`,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  $ref: `#/components/schemas/${event.startsWith('block.') ? 'WebhookBlockPayload' : 'WebhookPayload'}`,
                },
              },
            },
          },
          responses: {
            '2XX': { description: 'Recebido. Outra resposta é tentada de novo (5xx, 408, 429).' },
          },
        },
      },
    ]),
  );
}

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Segundos até a próxima tentativa ser aceita.',
    schema: { type: 'integer', minimum: 0 },
  },
};

type Document = {
  paths?: Record<string, Record<string, { responses?: Record<string, { headers?: object }> }>>;
} & Record<string, unknown>;

const namedObject = jsonSchemaTransformObject;

/** The route schemas' transform, with refs to the named schemas. */
export const v1SchemaTransform = jsonSchemaTransform;

/** The document's last touch: its named schemas, its webhooks, and Retry-After on every 429. */
export function v1DocumentTransform(input: Parameters<typeof namedObject>[0]) {
  const document = namedObject(input) as Document;
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const limited = operation.responses?.['429'];
      if (limited) limited.headers = { ...limited.headers, ...RETRY_AFTER };
    }
  }
  return { ...document, webhooks: webhooksSection() };
}
