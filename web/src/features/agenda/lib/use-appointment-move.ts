import { useCallback } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useMoveAppointment } from '../api/update-appointment';
import { agendaMessages as text } from './agenda-messages';
import { dayAndTime, inZone } from './calendar-dates';

/** How a person moved it: dragged on the calendar, or picked a time in the 'Mover' dialog. */
export type MoveKind = 'drag' | 'dialog';

/**
 * Moves an appointment to a new start (duration kept) and says how it went, naming the day. A
 * refusal (409...) shows the server's message and the entry goes back (see useMoveAppointment).
 */
export function useAppointmentMove(zone: string, onChanged: () => void) {
  const { mutateAsync } = useMoveAppointment();
  return useCallback(
    async (id: string, start: Date, how: MoveKind = 'drag') => {
      try {
        const appointment = await mutateAsync({ id, start });
        const when = dayAndTime(inZone(appointment.startTime, zone));
        notifySuccess(text.movedTitle, text.movedDescription(when));
        onChanged();
      } catch (error) {
        const fallback =
          how === 'dialog' ? text.rescheduleErrorDescription : text.moveErrorDescription;
        notifyFailure(error, { title: text.moveErrorTitle, fallback });
      }
    },
    [mutateAsync, zone, onChanged],
  );
}
