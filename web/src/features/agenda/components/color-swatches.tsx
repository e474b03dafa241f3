import { CheckIcon } from 'lucide-react';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { useAgenda } from '../lib/agenda-context';
import { appointmentColors } from '../lib/appointment-display';
import { useRecolorAppointment } from '../lib/use-recolor-appointment';

/** The eight colours as round buttons: the keyboard and touch way to recolour. */
export function ColorSwatches({ appointment }: { appointment: AppointmentDto }) {
  const recolor = useRecolorAppointment();
  const { dialogs } = useAgenda();
  const choose = async (color: (typeof appointmentColors)[number]) => {
    const updated = await recolor(appointment, color);
    // The details stay open, now showing the new colour.
    if (updated) dialogs.open({ kind: 'details', appointment: updated });
  };
  const current = appointment.color?.toLowerCase();
  return (
    <div role="group" aria-label="Cor do agendamento" className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm text-muted-foreground">Cor</span>
      {appointmentColors.map((color) => {
        const chosen = current === color.hex.toLowerCase();
        return (
          <button
            key={color.name}
            type="button"
            aria-label={color.name}
            aria-pressed={chosen}
            title={color.name}
            onClick={() => void choose(color)}
            className="flex size-7 items-center justify-center rounded-full text-white ring-offset-2 ring-offset-background outline-none hover:scale-110 focus-visible:ring-2 focus-visible:ring-ring"
            style={{ backgroundColor: color.hex }}
          >
            {chosen && <CheckIcon className="size-4" aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
}
