import { randomUUID } from 'node:crypto';
import { SQL, type SQLWrapper, getTableColumns, is } from 'drizzle-orm';
import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { appointments, idempotencyKeys } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { writeTogetherAndCommit } from '../../db/write-together.ts';
import type { NewAppointment } from './appointments.repository.ts';
import type { Idempotency } from './idempotency.ts';
import type { ChangeAudience } from '../outbox/change-audience.ts';
import {
  type AppointmentChange,
  appointmentChangeInsert,
} from '../outbox/record-appointment-change.ts';

type AppointmentRow = typeof appointments.$inferSelect;

/**
 * A new appointment's row exactly as the database will keep it: its id, private-link secret and
 * times are made here, every other column not given takes its default (or null). Knowing the row
 * before it is written lets its audit and outbox rows go in the same statement.
 */
export function newAppointmentRow(values: NewAppointment, now = new Date()): AppointmentRow {
  const row: Record<string, unknown> = {
    id: randomUUID(),
    manageToken: `${randomUUID()}${randomUUID()}`.replaceAll('-', ''),
    createdAt: now,
    updatedAt: now,
    ...values,
  };
  for (const [key, column] of Object.entries(getTableColumns(appointments))) {
    if (row[key] !== undefined) continue;
    if (column.defaultFn) row[key] = column.defaultFn();
    else if (column.default !== undefined && !is(column.default, SQL)) row[key] = column.default;
    else if (column.hasDefault) throw new Error(`appointments.${key}: a default only SQL knows`);
    else row[key] = null;
  }
  return row as AppointmentRow;
}

/** The primary key a second use of one Idempotency-Key in one scope runs into. */
const IDEMPOTENCY_KEY = 'idempotency_keys_scope_key_pk';

/** The row that keeps an Idempotency-Key for the appointment it created (a series: its first). */
export const idempotencyKeyInsert = (db: Db, idempotency: Idempotency, appointmentId: string) =>
  db.insert(idempotencyKeys).values({
    scope: idempotency.scope,
    key: idempotency.key,
    requestHash: idempotency.requestHash,
    appointmentId,
  });

/**
 * A request with the same key that committed meanwhile (another professional's row lock did not
 * order them) wins: this one is refused as a reused key; any other error is thrown as it was.
 */
export function refuseReusedKey(error: unknown): never {
  if (!isUniqueViolation(error, IDEMPOTENCY_KEY)) throw error;
  throw new AppError('IDEMPOTENCY_KEY_REUSED', appointmentsMessages.idempotencyKeyReused);
}

/**
 * Writes a new appointment with its audit row, the outbox rows of its `appointment.created` for
 * `audience`, and its Idempotency-Key, all in one statement: the transaction's last, which on
 * PGlite's thread commits with it (`writeTogetherAndCommit`). A request with the same key that
 * committed meanwhile wins: this one is refused (`refuseReusedKey`), and its transaction rolled
 * back with everything it wrote.
 */
export async function writeNewAppointment(
  db: Db,
  row: AppointmentRow,
  {
    audit,
    audience,
    professional,
    now,
    idempotency,
  }: {
    audit: SQLWrapper;
    audience: ChangeAudience;
    professional: AppointmentChange['professional'];
    now: AppointmentChange['now'];
    idempotency?: Idempotency | undefined;
  },
): Promise<void> {
  const change = { event: 'appointment.created' as const, appointment: row, professional, now };
  const outbox = appointmentChangeInsert(db, change, audience);
  const keyInsert = idempotency ? idempotencyKeyInsert(db, idempotency, row.id) : null;
  await writeTogetherAndCommit(db, [
    db.insert(appointments).values(row),
    audit,
    outbox,
    keyInsert,
  ]).catch(refuseReusedKey);
}
