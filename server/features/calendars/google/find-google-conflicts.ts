import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@core/app-error.ts';
import { googleMessages } from '@core/messages.ts';
import { apiMessages } from '@core/messages-api.ts';
import type { GoogleConflictsDto } from '@core/schemas/google.ts';
import type { BusyInterval } from '@core/scheduling/slots.ts';
import { listAppointments } from '../../appointments/list-appointments.ts';
import type { Actor } from '../../../kernel/actor.ts';
import type { GoogleDeps } from './connected-google.ts';
import { readForeignBusy } from './google-foreign-busy.ts';
import { listConflictCheckedProfessionals } from './google.repository.ts';
import { googleSettings } from './google-settings.ts';

const MAX_RANGE_MS = 62 * 86_400_000;
const TIMEOUT_MS = 3_000;

export interface ConflictDeps extends GoogleDeps {
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface ConflictQuery {
  actor: Actor;
  from: Date;
  to: Date;
  userId?: string;
}

/**
 * The appointments of an agenda range that overlap a busy time in their professional's Google
 * Calendar, other than the events we wrote for our own appointments. Read from events.list, not
 * free/busy, because free/busy cannot tell our events from the professional's. A calendar that
 * cannot be read now is reported as unavailable; the agenda itself never waits on Google.
 */
export async function findGoogleConflicts(
  deps: ConflictDeps,
  { actor, from, to, userId }: ConflictQuery,
): Promise<GoogleConflictsDto> {
  if (to <= from) throw new AppError('VALIDATION', apiMessages.invalidInstantRange);
  if (to.getTime() - from.getTime() > MAX_RANGE_MS) {
    throw new AppError('VALIDATION', googleMessages.conflictsRangeTooLong);
  }
  const appointments = await listAppointments(deps.db, { actor, from, to, userId });
  if (!googleSettings(deps.config) || appointments.length === 0) {
    return { conflicts: [], unavailable: [] };
  }
  const owners = [...new Set(appointments.map((appointment) => appointment.userId))];
  const checked = await listConflictCheckedProfessionals(deps.db, actor.organizationId, owners);
  // Whole days around the range, so an all-day event at either edge is seen.
  const wide = {
    from: new Date(from.getTime() - 86_400_000),
    to: new Date(to.getTime() + 86_400_000),
  };
  const unavailable: string[] = [];
  const busyBy = new Map<string, BusyInterval[]>();
  await Promise.all(
    checked.map(async (professional) => {
      try {
        // One try within 3 s: the agenda's next refresh asks again.
        const busy = await readForeignBusy(deps, professional, wide, TIMEOUT_MS);
        busyBy.set(professional.userId, busy);
      } catch (error) {
        unavailable.push(professional.userId);
        deps.log.warn({ err: error, userId: professional.userId }, 'Google conflicts unavailable');
      }
    }),
  );
  const conflicts = appointments
    .filter((appointment) => {
      const start = new Date(appointment.startTime).getTime();
      const end = new Date(appointment.endTime).getTime();
      return (busyBy.get(appointment.userId) ?? []).some((b) => b.start < end && b.end > start);
    })
    .map((appointment) => ({ appointmentId: appointment.id, userId: appointment.userId }));
  return { conflicts, unavailable };
}
