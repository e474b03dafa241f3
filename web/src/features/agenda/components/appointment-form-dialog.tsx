import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { toast } from '@/components/ui/use-toast';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { AppointmentDto, SlotDto } from '../../../../../core/schemas/appointments.ts';
import { useCreateAppointment } from '../api/create-appointment';
import { useUpdateAppointment } from '../api/update-appointment';
import { useAgenda } from '../lib/agenda-context';
import { agendaMessages as text } from '../lib/agenda-messages';
import {
  type AppointmentFormValues,
  editAppointmentValues,
  missingRequired,
  newAppointmentValues,
  suggestionsOf,
} from '../lib/appointment-form';
import { fromTypedDateTime, inZone, nowIn } from '../lib/calendar-dates';
import { checkAppointment, showServerFieldErrors } from '../lib/check-appointment';
import { AnonymizedClientNote, ClientFields } from './client-fields';
import { ConflictSuggestions } from './conflict-suggestions';
import { ProfessionalField } from './professional-field';
import { ScheduleFields } from './schedule-fields';

/** A new appointment (optionally at a start) or one to edit; null when closed. */
export type AppointmentFormTarget = { start?: Date } | { appointment: AppointmentDto } | null;

type AppointmentFormDialogProps = { target: AppointmentFormTarget; onClose: () => void };

/** 'Novo Agendamento' and 'Editar Agendamento': client, professional (admin), time and length. */
export function AppointmentFormDialog({ target, onClose }: AppointmentFormDialogProps) {
  const { scope, zone, dialogs } = useAgenda();
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const [suggestions, setSuggestions] = useState<SlotDto[]>([]);
  const editing = target && 'appointment' in target ? target.appointment : null;
  const isAdmin = scope === 'admin';
  const form = useForm<AppointmentFormValues>({
    defaultValues: newAppointmentValues(undefined, nowIn(zone)),
  });
  const { reset, setError, setValue, watch } = form;

  useEffect(() => {
    if (!target) return;
    setSuggestions([]);
    if ('appointment' in target) reset(editAppointmentValues(target.appointment, zone));
    else reset(newAppointmentValues(target.start && inZone(target.start, zone), nowIn(zone)));
  }, [target, zone, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (missingRequired(values, isAdmin)) {
      // Only the moment is missing: say exactly that (SPEC §5), beside the time field too.
      const onlyMoment = !missingRequired({ ...values, date: '-', time: '-' }, isAdmin);
      if (onlyMoment) setError('time', { type: 'required', message: text.missingDateTime });
      toast({
        variant: 'destructive',
        title: text.requiredTitle,
        description: onlyMoment ? text.missingDateTime : text.requiredDescription,
      });
      return;
    }
    const start = fromTypedDateTime(values.date, values.time, zone);
    const checked = checkAppointment(values, start, { isAdmin, editing: editing !== null, scope });
    if (!checked.ok) {
      for (const [field, message] of checked.errors) setError(field, { type: 'validate', message });
      return;
    }
    setSuggestions([]);
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body: checked.update });
        notifySuccess(text.updatedTitle, text.updatedDescription);
      } else {
        await create.mutateAsync(checked.create);
        notifySuccess(text.createdTitle, text.createdDescription);
      }
      dialogs.changed();
      onClose();
    } catch (error) {
      setSuggestions(suggestionsOf(error));
      notifyFailure(error, {
        title: editing ? text.updateErrorTitle : text.createErrorTitle,
        fallback: editing ? text.updateErrorDescription : text.createErrorDescription,
      });
      showServerFieldErrors(error, setError);
    }
  });

  const userId = watch('userId');
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? 'Editar Agendamento' : 'Novo Agendamento'}
      description={
        editing
          ? `Altere os dados do agendamento de ${editing.clientName}.`
          : 'Preencha os dados do cliente e escolha o horário.'
      }
      onSubmit={onSubmit}
      submitLabel={editing ? 'Salvar alterações' : 'Criar Agendamento'}
      pending={create.isPending || update.isPending}
      wide
    >
      <div className="grid gap-4">
        {isAdmin && <ProfessionalField form={form} editingId={editing?.id} />}
        {editing?.clientAnonymized ? <AnonymizedClientNote /> : <ClientFields form={form} />}
        <ScheduleFields
          form={form}
          productOwnerId={isAdmin ? userId || undefined : undefined}
          durationChoice={isAdmin ? 'admin' : 'personal'}
          allowProduct={!editing}
          productName={editing?.productName}
        />
        <ConflictSuggestions
          suggestions={suggestions}
          zone={zone}
          onPick={({ date, time }) => {
            setValue('date', date);
            setValue('time', time);
            setSuggestions([]);
          }}
        />
      </div>
    </FormDialog>
  );
}
