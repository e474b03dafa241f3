import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';

const invalidKey = appointmentsMessages.invalidIdempotencyKey;
const IdempotencyKey = z
  .string({ error: invalidKey })
  .min(1, invalidKey)
  .max(200, invalidKey)
  .optional()
  .describe(
    'Opcional, de 1 a 200 caracteres. A mesma chave com o mesmo corpo, do mesmo token, devolve ' +
      'o primeiro agendamento de novo (200, cabeçalho Idempotent-Replayed: true) sem criar outro; ' +
      'a mesma chave com outro corpo (ou de outro token) é recusada (422 ' +
      'IDEMPOTENCY_KEY_REUSED), sem mostrar nada do primeiro. A chave vale enquanto o ' +
      'agendamento que ela criou existir: removido o agendamento, ela fica livre de novo.',
  );

/** The Idempotency-Key header as the REST v1 OpenAPI document describes it. */
export const IdempotencyKeyHeaders = z.object({ 'idempotency-key': IdempotencyKey });

/** The optional Idempotency-Key header: a retried create returns the first result. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const parsed = IdempotencyKey.safeParse(request.headers['idempotency-key']);
  if (!parsed.success) throw new AppError('VALIDATION', invalidKey);
  return parsed.data;
}

export function sendCreated(
  reply: FastifyReply,
  outcome: { appointment: AppointmentDto; replayed: boolean },
) {
  if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.status(outcome.replayed ? 200 : 201).send(outcome.appointment);
}
