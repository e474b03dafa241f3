import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/app-error.ts';
import { messages } from '../../../core/messages.ts';
import type { AppointmentDto } from '../../../core/schemas/appointments.ts';

/** The optional Idempotency-Key header: a retried create returns the first result. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || key.length < 1 || key.length > 200) {
    throw new AppError('VALIDATION', messages.appointments.invalidIdempotencyKey);
  }
  return key;
}

export function sendCreated(
  reply: FastifyReply,
  outcome: { appointment: AppointmentDto; replayed: boolean },
) {
  if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.status(outcome.replayed ? 200 : 201).send(outcome.appointment);
}
