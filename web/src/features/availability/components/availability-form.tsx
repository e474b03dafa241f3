import { PlusIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { NumberField } from '@/components/number-field';
import { SectionCard } from '@/components/section-card';
import { SelectField } from '@/components/select-field';
import { TimeField } from '@/components/time-field';
import { Button } from '@/components/ui/button';
import { useCreateAvailability } from '@/features/availability/api/create-availability';
import { integerField, numberFormResolver } from '@/lib/number-fields';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { AVAILABILITY_CONCURRENCY, AVAILABILITY_DURATION } from '@core/constants.ts';
import { CreateAvailabilityInput } from '@core/schemas/availability.ts';
import { WEEKDAY_NAMES } from '@core/weekdays.ts';

type AvailabilityFormValues = {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  /** Numbers as typed, in pt-BR: read by numberFormResolver. */
  appointmentDuration: string;
  maxConcurrentAppointments: string;
};

// SPEC §3: a new row is Monday, 09:00-17:00, 60 min, 1 at a time.
const defaults: AvailabilityFormValues = {
  dayOfWeek: 1,
  startTime: '09:00',
  endTime: '17:00',
  appointmentDuration: String(AVAILABILITY_DURATION.default),
  maxConcurrentAppointments: String(AVAILABILITY_CONCURRENCY.default),
};

const weekdayOptions = WEEKDAY_NAMES.map((name, day) => ({ value: String(day), label: name }));

/** Adds a weekly window; `userId` is set when an admin edits a professional's hours. */
export function AvailabilityForm({ userId }: { userId?: string }) {
  const create = useCreateAvailability();
  const form = useForm<AvailabilityFormValues, unknown, CreateAvailabilityInput>({
    resolver: numberFormResolver(CreateAvailabilityInput, {
      appointmentDuration: integerField('minutos'),
      maxConcurrentAppointments: integerField('atendimentos'),
    }),
    defaultValues: defaults,
  });
  const { register, control, formState } = form;
  const { errors } = formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, userId });
      notifySuccess('Horário adicionado', 'O novo horário já aparece na sua semana.');
    } catch (error) {
      notifyFailure(error, { title: 'Erro ao adicionar horário', setError: form.setError });
    }
  });

  return (
    <SectionCard
      title="Novo horário"
      description="Os clientes só conseguem agendar dentro dos horários ativos."
    >
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <div className="col-span-2">
          <Controller
            control={control}
            name="dayOfWeek"
            render={({ field, fieldState }) => (
              <SelectField
                id="availability-day"
                label="Dia da semana"
                value={String(field.value)}
                onValueChange={(value) => field.onChange(Number(value))}
                options={weekdayOptions}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <TimeField
          id="availability-start"
          label="Início"
          error={errors.startTime?.message}
          {...register('startTime')}
        />
        <TimeField
          id="availability-end"
          label="Fim"
          error={errors.endTime?.message}
          {...register('endTime')}
        />
        <div className="col-span-2 sm:col-span-1">
          <NumberField
            id="availability-duration"
            label="Duração (minutos)"
            hint="Usada nos agendamentos sem serviço; cada serviço usa a própria duração."
            error={errors.appointmentDuration?.message}
            {...register('appointmentDuration')}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <NumberField
            id="availability-concurrency"
            label="Atendimentos simultâneos"
            error={errors.maxConcurrentAppointments?.message}
            {...register('maxConcurrentAppointments')}
          />
        </div>
        <div className="col-span-2 flex items-end justify-end">
          <Button type="submit" disabled={create.isPending} className="max-sm:w-full">
            <PlusIcon aria-hidden="true" />
            {create.isPending ? 'Adicionando...' : 'Adicionar Horário'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
