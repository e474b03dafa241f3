import { addDays, startOfDay } from 'date-fns';
import { TriangleAlertIcon } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import { useAppointments } from '../api/list-appointments';
import { useAgenda } from '../lib/agenda-context';
import type { AppointmentFormValues } from '../lib/appointment-form';
import { busyProfessionals } from '../lib/busy-professionals';
import { fromTypedDateTime, timeLabel } from '../lib/calendar-dates';

type ProfessionalFieldProps = {
  form: UseFormReturn<AppointmentFormValues>;
  /** The appointment being edited: it does not make its own professional busy. */
  editingId?: string;
};

const BUSY_NOTE = 'Ocupado neste horário';

/**
 * 'Profissional': the active professionals. Those a long appointment holds at the typed time
 * (SPEC §4) stay listed but cannot be chosen, marked 'Ocupado neste horário', so nobody vanishes.
 */
export function ProfessionalField({ form, editingId }: ProfessionalFieldProps) {
  const { professionals = [], zone } = useAgenda();
  const { control, setValue, formState } = form;
  const [userId, date, time, duration] = useWatch({
    control,
    name: ['userId', 'date', 'time', 'duration'],
  });
  const start = fromTypedDateTime(date, time, zone);
  const day = startOfDay(start ?? new Date());
  const sameDay = useAppointments({ from: day, to: addDays(day, 1) }, 'admin', {
    enabled: start !== undefined,
  });
  const busy = busyProfessionals(sameDay.data ?? [], start, duration, editingId);
  const options = professionals
    .filter((professional) => professional.isActive)
    .map((professional) => ({
      value: professional.id,
      label: professional.name,
      ...(busy.has(professional.id) && { disabled: true, note: BUSY_NOTE }),
    }));
  // Chosen before the time changed: kept, with why the server may refuse it.
  const chosenBusy = start && busy.has(userId) ? professionals.find((p) => p.id === userId) : null;

  return (
    <div className="grid gap-2">
      <SelectField
        id="appointment-professional"
        label="Profissional"
        placeholder="Selecione um profissional"
        value={userId}
        onValueChange={(value) => {
          setValue('userId', value, { shouldDirty: true });
          setValue('productId', ''); // products belong to one professional
        }}
        options={options}
        error={formState.errors.userId?.message}
      />
      {chosenBusy && start && (
        <p
          role="status"
          className="flex items-start gap-1.5 text-xs text-amber-700 dark:text-amber-400"
        >
          <TriangleAlertIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {`${chosenBusy.name} está ocupado às ${timeLabel(start)}. Escolha outro profissional ou outro horário.`}
        </p>
      )}
    </div>
  );
}
