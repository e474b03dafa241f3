import { CheckIcon } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { useRecolorAppointment } from '../lib/use-recolor-appointment';
import { appointmentColors } from '../lib/appointment-display';

type AppointmentColorMenuProps = {
  appointment: AppointmentDto;
  /** Where the right-click happened, relative to the appointment. */
  at: { x: number; y: number };
  onClose: () => void;
};

/** The eight named colours, opened where the appointment was right-clicked. */
export function AppointmentColorMenu({ appointment, at, onClose }: AppointmentColorMenuProps) {
  const recolor = useRecolorAppointment();
  const current = appointment.color?.toLowerCase();
  return (
    <DropdownMenu open onOpenChange={(open) => !open && onClose()}>
      <DropdownMenuTrigger asChild>
        <span
          aria-hidden="true"
          tabIndex={-1}
          className="pointer-events-none absolute size-0"
          style={{ left: at.x, top: at.y }}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-48" aria-label="Cor do agendamento">
        <DropdownMenuLabel className="text-xs text-muted-foreground">
          Cor do agendamento
        </DropdownMenuLabel>
        {appointmentColors.map((color) => (
          <DropdownMenuItem key={color.name} onSelect={() => void recolor(appointment, color)}>
            <span
              aria-hidden="true"
              className="size-4 rounded-full ring-1 ring-black/10"
              style={{ backgroundColor: color.hex }}
            />
            {color.name}
            {current === color.hex.toLowerCase() && (
              <CheckIcon className="ml-auto" aria-hidden="true" />
            )}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
