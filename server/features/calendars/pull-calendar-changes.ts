import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { deleteAppointment } from '../appointments/delete-appointment.ts';
import { updateAppointment } from '../appointments/update-appointment.ts';
import type { CalendarProvider } from './calendar-provider.ts';
import { findOwnAppointment, findPullingUser } from './calendar-pull.repository.ts';

export interface PullDeps {
  db: Db;
  events: EventBus;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}

export interface PullResult {
  /** Events the calendar reported as changed. */
  seen: number;
  moved: number;
  cancelled: number;
  /** The pull started over without a cursor (first run, or the calendar dropped it). */
  full: boolean;
}

/**
 * Pulls the changes made in a professional's calendar to their appointments: a moved event moves
 * the appointment and a cancelled one deletes it, through the same use cases as in the app
 * (audit, e-mails, webhooks, live updates), signed by the provider's `via` so no row is written
 * back to it. Events that are not ours are ignored. `connectionDb` writes the provider's cursor
 * (the locking transaction).
 */
export async function pullCalendarChanges(
  deps: PullDeps,
  provider: Pick<CalendarProvider, 'id' | 'via' | 'pullChanges'>,
  userId: string,
  connectionDb = deps.db,
): Promise<PullResult> {
  const now = deps.now?.() ?? Date.now();
  const user = await findPullingUser(deps.db, userId);
  const pulled = user ? await provider.pullChanges(userId, connectionDb, now) : null;
  if (!user || !pulled) return { seen: 0, moved: 0, cancelled: 0, full: false };

  const actor: Actor = {
    userId: user.id,
    organizationId: user.organizationId,
    role: user.role,
    sessionId: `${provider.id}-sync`,
    via: provider.via,
  };
  const result: PullResult = { seen: pulled.seen, moved: 0, cancelled: 0, full: pulled.full };
  for (const change of pulled.changes) {
    const appointment = await findOwnAppointment(deps.db, userId, change.appointmentId);
    if (!appointment) continue;
    try {
      if (change.kind === 'cancelled') {
        await deleteAppointment(deps.db, { actor, id: appointment.id, events: deps.events });
        result.cancelled++;
        continue;
      }
      const moved =
        change.start.getTime() !== appointment.startTime.getTime() ||
        change.end.getTime() !== appointment.endTime.getTime();
      if (!moved) continue;
      await updateAppointment(deps.db, {
        actor,
        id: appointment.id,
        input: { startTime: change.start, endTime: change.end, notes: undefined },
        events: deps.events,
        now,
      });
      result.moved++;
    } catch (error) {
      // A move the agenda refuses (outside hours, full) stays as it is here; the next edit in
      // the app puts the calendar back in line.
      deps.log?.warn(
        { err: error, appointmentId: change.appointmentId },
        `${provider.id} pull: change not applied`,
      );
    }
  }
  await pulled.commit();
  return result;
}
