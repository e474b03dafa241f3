import { addDays, startOfDay } from 'date-fns';
import { TriangleAlertIcon } from 'lucide-react';
import { useEffect } from 'react';
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

/** 'Profissional': active professionals, without those a long appointment holds at that time. */
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
    .filter((professional) => professional.isActive && !busy.has(professional.id))
    .map((professional) => ({ value: professional.id, label: professional.name }));

  useEffect(() => {
    if (userId && busy.has(userId)) setValue('userId', '');
  }, [busy, userId, setValue]);

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
      {busy.size > 0 && start && (
        <p
          role="status"
          className="flex items-start gap-1.5 text-xs text-amber-700 dark:text-amber-400"
        >
          <TriangleAlertIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {busy.size === 1
            ? `1 profissional ocupado às ${timeLabel(start)} não aparece na lista.`
            : `${busy.size} profissionais ocupados às ${timeLabel(start)} não aparecem na lista.`}
        </p>
      )}
    </div>
  );
}
