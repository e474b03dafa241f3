import type { UseFormReturn } from 'react-hook-form';
import { DateField } from '@/components/date-field';
import { TimeField } from '@/components/time-field';
import type { AppointmentFormValues } from '../lib/appointment-form';
import { DurationFields } from './duration-fields';

type ScheduleFieldsProps = {
  form: UseFormReturn<AppointmentFormValues>;
  /** Whose products the 'Produto' mode offers (undefined: one's own). */
  productOwnerId: string | undefined;
  /** Admin forms offer 30/60/90/120 minutes; personal forms any length in 15-minute steps. */
  durationChoice: 'admin' | 'personal';
  /** On edit the product cannot change: only the length. */
  allowProduct: boolean;
  productName?: string | null;
};

/** Date, time and duration (manual or from a product) of the appointment. */
export function ScheduleFields({ form, ...duration }: ScheduleFieldsProps) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <DateField
          id="appointment-date"
          label="Data"
          error={errors.date?.message}
          {...register('date')}
        />
        <TimeField
          id="appointment-time"
          label="Horário"
          error={errors.time?.message}
          {...register('time')}
        />
      </div>
      <DurationFields form={form} {...duration} />
    </>
  );
}
