import { useCallback } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { useUpdateAppointment } from '../api/update-appointment';
import { useAgenda } from './agenda-context';
import { agendaMessages as text } from './agenda-messages';

type NamedColor = { name: string; hex: string };

/** Saves an appointment's colour on the server, so it follows the user to any browser. */
export function useRecolorAppointment() {
  const { mutateAsync } = useUpdateAppointment();
  const { changed } = useAgenda().dialogs;
  // The menu that asked is gone by the time the answer comes: await here, not in its callbacks.
  return useCallback(
    async (appointment: AppointmentDto, color: NamedColor) => {
      try {
        const updated = await mutateAsync({ id: appointment.id, body: { color: color.hex } });
        notifySuccess(text.colorTitle, text.colorDescription(color.name));
        changed();
        return updated;
      } catch (error) {
        notifyFailure(error, {
          title: text.updateErrorTitle,
          fallback: text.updateErrorDescription,
        });
        return undefined;
      }
    },
    [mutateAsync, changed],
  );
}
