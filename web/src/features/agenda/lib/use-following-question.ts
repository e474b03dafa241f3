import { useCallback } from 'react';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { fetchAppointments } from '../api/list-appointments';
import { useAgenda } from './agenda-context';
import { seriesTimeQuestion } from './time-questions';
import { useScheduleWarningsOf } from './use-guarded-move';

const DAY_MS = 86_400_000;
/** A series spans at most 52 occurrences 4 weeks apart: four reads of 364 days cover it. */
const SPANS = [0, 1, 2, 3];
const SPAN_DAYS = 364;

/** The occurrence and every later one of its series, as they are now. */
async function followingOf(occurrence: AppointmentDto, userId: string | undefined) {
  const from = Date.parse(occurrence.startTime);
  const spans = await Promise.all(
    SPANS.map((span) =>
      fetchAppointments({
        from: new Date(from + span * SPAN_DAYS * DAY_MS),
        to: new Date(from + (span + 1) * SPAN_DAYS * DAY_MS),
        userId,
      }),
    ),
  );
  const seen = new Map<string, AppointmentDto>();
  for (const appointment of spans.flat()) {
    const later = Date.parse(appointment.startTime) >= from;
    if (appointment.seriesId === occurrence.seriesId && later)
      seen.set(appointment.id, appointment);
  }
  return [...seen.values()].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/**
 * What 'Este e os seguintes' asks before moving an occurrence and the later ones of its series
 * by as much: each moved time that has passed, leaves the professional's hours or falls on a
 * holiday or day off, named by its date (a single move asks the same); undefined when none does.
 */
export function useFollowingQuestion() {
  const { scope, zone, professionals } = useAgenda();
  const warningsOf = useScheduleWarningsOf();
  return useCallback(
    async (occurrence: AppointmentDto, start: Date): Promise<string | undefined> => {
      const admin = scope === 'admin';
      const delta = start.getTime() - Date.parse(occurrence.startTime);
      const moved = (await followingOf(occurrence, admin ? occurrence.userId : undefined)).map(
        (appointment) => ({
          start: new Date(Date.parse(appointment.startTime) + delta),
          end: new Date(Date.parse(appointment.endTime) + delta),
        }),
      );
      const asked = await warningsOf(occurrence.userId, moved);
      const owner = admin
        ? professionals?.find((person) => person.id === occurrence.userId)?.name
        : undefined;
      return seriesTimeQuestion(asked, zone, { owner, moving: true });
    },
    [scope, zone, professionals, warningsOf],
  );
}
