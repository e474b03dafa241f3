import { createHash } from 'node:crypto';
import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { findIdempotentAppointment } from './appointments.repository.ts';

/** A create's Idempotency-Key, where it is unique (scope) and the fingerprint of its request. */
export interface Idempotency {
  scope: string;
  key: string;
  requestHash: string;
}

/** JSON with every object's keys sorted, so one request always gives one text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}

/** The key of a create with the SHA-256 of who sent it (caller) and what it asked for (body). */
export function idempotencyOf(
  scope: string,
  key: string | undefined,
  request: { caller: string; body: unknown },
): Idempotency | undefined {
  if (key === undefined) return undefined;
  const requestHash = createHash('sha256').update(canonicalJson(request)).digest('hex');
  return { scope, key, requestHash };
}

/**
 * The appointment the first request with this key created, when this is the same request again.
 * Another caller or body (or a key kept from before fingerprints, with none) is refused: a key
 * never shows one request's data to another.
 */
export async function findReplay(db: Db, { scope, key, requestHash }: Idempotency) {
  const earlier = await findIdempotentAppointment(db, scope, key);
  if (!earlier) return undefined;
  if (earlier.requestHash !== requestHash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', appointmentsMessages.idempotencyKeyReused);
  }
  return earlier.appointment;
}
