import { useCallback } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useMoveAppointment } from '../api/update-appointment';
import { agendaMessages as text } from './agenda-messages';
import { inZone, timeLabel } from './calendar-dates';

/** Moves an appointment to a new start (duration kept) and says how it went. */
export function useAppointmentMove(zone: string, onChanged: () => void) {
  const { mutateAsync } = useMoveAppointment();
  return useCallback(
    async (id: string, start: Date) => {
      try {
        const appointment = await mutateAsync({ id, start });
        const time = timeLabel(inZone(appointment.startTime, zone));
        notifySuccess(text.movedTitle, text.movedDescription(time));
        onChanged();
      } catch (error) {
        notifyFailure(error, { title: text.moveErrorTitle, fallback: text.moveErrorDescription });
      }
    },
    [mutateAsync, zone, onChanged],
  );
}
