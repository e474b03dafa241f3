import { type SQL, and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { MAX_APPOINTMENT_MINUTES } from '@core/schemas/appointments.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { dtoColumns, toAppointmentDto } from './appointments.repository.ts';

// The dashboard's read (issue 20): its SQL built once (built-once.ts), only the columns of the DTO.

export interface AppointmentRange {
  organizationId: string;
  userId?: string;
  from: Date;
  to: Date;
}

/**
 * Overlapping [from, to) with its bounds as placeholders (rangeValues): the start is bounded below
 * too, as in overlapping(), so the (user, start) and (organization, start) indexes read only the range.
 */
const overlappingPlaceholders = and(
  gte(appointments.startTime, sql.placeholder('earliestStart')),
  lt(appointments.startTime, sql.placeholder('to')),
  gt(appointments.endTime, sql.placeholder('from')),
);
const rangeValues = ({ from, to }: AppointmentRange) => ({
  earliestStart: new Date(from.getTime() - MAX_APPOINTMENT_MINUTES * 60_000).toISOString(),
  from: from.toISOString(),
  to: to.toISOString(),
});

/** The appointments of a scope (placeholders) that overlap the range, by start. */
const rangeOf = (scope: SQL) =>
  builtOnce((db) =>
    db
      .select(dtoColumns)
      .from(appointments)
      .where(and(scope, overlappingPlaceholders))
      .orderBy(asc(appointments.startTime)),
  );

const inOrganization = eq(appointments.organizationId, sql.placeholder('organizationId'));
const organizationRange = rangeOf(inOrganization);
const professionalRange = rangeOf(
  and(inOrganization, eq(appointments.userId, sql.placeholder('userId')))!,
);

/** Appointments that overlap [from, to), of an organization or one professional, by start. */
export async function listAppointmentsInRange(
  db: Db,
  range: AppointmentRange,
): Promise<AppointmentDto[]> {
  const { organizationId, userId } = range;
  const rows = userId
    ? await professionalRange(db, { organizationId, userId, ...rangeValues(range) })
    : await organizationRange(db, { organizationId, ...rangeValues(range) });
  return rows.map(toAppointmentDto);
}
