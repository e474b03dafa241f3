import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { toast } from '@/components/ui/use-toast';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { useAgenda } from '../lib/agenda-context';
import { agendaMessages as text } from '../lib/agenda-messages';
import {
  type AppointmentFormValues,
  editAppointmentValues,
  newAppointmentValues,
} from '../lib/appointment-form';
import {
  type FieldErrorList,
  onlyMomentMissing,
  requiredErrors,
} from '../lib/appointment-form-errors';
import { fromTypedDateTime, inZone, nowIn } from '../lib/calendar-dates';
import { checkAppointment } from '../lib/check-appointment';
import { seriesStarts } from '@core/scheduling/series-dates.ts';
import { formTimeQuestion, seriesTimeQuestion } from '../lib/time-questions';
import { useScheduleWarningsOf } from '../lib/use-guarded-move';
import { useSaveAppointment, type ValidAppointment } from '../lib/use-save-appointment';
import { type RepeatChoice, noRepeat, recurrenceOf } from '../lib/repeat-choice';
import { useSaveSeries } from '../lib/use-save-series';
import { RepeatFields } from './repeat-fields';
import { SeriesClashDialog } from './series-clash-dialog';
import { AnonymizedClientNote, ClientFields } from './client-fields';
import { ConflictSuggestions } from './conflict-suggestions';
import { EntryKindSwitch } from './entry-kind-switch';
import { ProfessionalField } from './professional-field';
import { ScheduleFields } from './schedule-fields';

/** A new appointment (optionally at a start) or one to edit; null when closed. */
export type AppointmentFormTarget = { start?: Date } | { appointment: AppointmentDto } | null;

type AppointmentFormDialogProps = { target: AppointmentFormTarget; onClose: () => void };

/** 'Novo Agendamento' and 'Editar Agendamento': client, professional (admin), time and length. */
export function AppointmentFormDialog({ target, onClose }: AppointmentFormDialogProps) {
  const { scope, zone, dialogs, professionals } = useAgenda();
  const warningsOf = useScheduleWarningsOf();
  const editing = target && 'appointment' in target ? target.appointment : null;
  const isAdmin = scope === 'admin';
  const form = useForm<AppointmentFormValues>({
    defaultValues: newAppointmentValues(undefined, nowIn(zone)),
  });
  const { reset, setError, setValue, watch } = form;
  const saving = useSaveAppointment({
    editing,
    setError,
    onSaved: () => {
      dialogs.changed();
      onClose();
    },
  });
  const { setSuggestions } = saving;
  // 'Repetir' (decision 074): a new appointment may be a weekly series.
  const [repeat, setRepeat] = useState<RepeatChoice>(noRepeat);
  const [repeatError, setRepeatError] = useState<string>();
  const series = useSaveSeries(() => {
    dialogs.changed();
    onClose();
  });
  const saveChecked = (checked: ValidAppointment) => {
    const recurrence = editing ? undefined : recurrenceOf(repeat);
    if (!recurrence || 'error' in recurrence) return saving.save(checked);
    return series.save({ ...checked.create, recurrence });
  };
  // A time already past, outside the professional's hours or on a holiday is asked about first.
  const [confirming, setConfirming] = useState<{ question: string; checked: ValidAppointment }>();

  useEffect(() => {
    if (!target) return;
    setSuggestions([]);
    setConfirming(undefined);
    setRepeat(noRepeat);
    setRepeatError(undefined);
    if ('appointment' in target) reset(editAppointmentValues(target.appointment, zone));
    else reset(newAppointmentValues(target.start && inZone(target.start, zone), nowIn(zone)));
  }, [target, zone, reset, setSuggestions]);

  // Every field in trouble says so under itself; the first one takes the focus.
  const markFields = (errors: FieldErrorList) =>
    errors.forEach(([field, message], index) =>
      setError(field, { type: 'validate', message }, { shouldFocus: index === 0 }),
    );

  const submit = form.handleSubmit(async (values) => {
    const missing = requiredErrors(values, isAdmin);
    if (missing.length) {
      markFields(missing);
      toast({
        variant: 'destructive',
        title: text.requiredTitle,
        // Only the moment is missing: say exactly that (SPEC §5).
        description: onlyMomentMissing(missing) ? text.missingDateTime : text.requiredDescription,
      });
      return;
    }
    const recurrence = editing ? undefined : recurrenceOf(repeat);
    setRepeatError(recurrence && 'error' in recurrence ? recurrence.error : undefined);
    if (recurrence && 'error' in recurrence) return;
    const start = fromTypedDateTime(values.date, values.time, zone);
    const checked = checkAppointment(values, start, { isAdmin, editing: editing !== null, scope });
    if (!checked.ok || !start) {
      if (!checked.ok) markFields(checked.errors);
      return;
    }
    // The same questions as a drag on the agenda: the professional's hours and holidays too.
    const keepsTime = editing !== null && Date.parse(editing.startTime) === start.getTime();
    const professional = professionals?.find((person) => person.id === values.userId);
    const owner = isAdmin ? professional?.name : undefined;
    // A series is asked about every occurrence that needs it, each named by its date.
    const times = (
      recurrence ? seriesStarts(start, professional?.timezone ?? zone, recurrence) : [start]
    ).map((at) => ({ start: at, end: new Date(at.getTime() + values.duration * 60_000) }));
    const asked = keepsTime ? [] : await warningsOf(values.userId, times);
    const question = recurrence
      ? seriesTimeQuestion(asked, zone, { owner })
      : formTimeQuestion(start, asked[0]?.found ?? { warnings: [] }, {
          editingStart: editing?.startTime,
          owner,
        });
    if (question) setConfirming({ question, checked });
    else await saveChecked(checked);
  });

  // Each try is judged afresh: an error left on a select (no input of its own) would block it.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.clearErrors();
    return submit(event);
  };

  const userId = watch('userId');
  const submitLabel = editing ? 'Salvar alterações' : 'Criar Agendamento';
  return (
    <>
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
        submitLabel={submitLabel}
        pending={saving.pending || series.pending}
        wide
      >
        <div className="grid gap-4">
          {!editing && (
            <EntryKindSwitch
              value="appointment"
              onChange={() =>
                dialogs.open({
                  kind: 'block-form',
                  start: target && 'start' in target ? target.start : undefined,
                })
              }
            />
          )}
          {isAdmin && <ProfessionalField form={form} editingId={editing?.id} />}
          {editing?.clientAnonymized ? <AnonymizedClientNote /> : <ClientFields form={form} />}
          <ScheduleFields
            form={form}
            productOwnerId={isAdmin ? userId || undefined : undefined}
            durationChoice={isAdmin ? 'admin' : 'personal'}
            allowProduct={!editing}
            productName={editing?.productName}
          />
          {!editing && (
            <RepeatFields
              value={repeat}
              onChange={(next) => {
                setRepeat(next);
                setRepeatError(undefined);
              }}
              error={repeatError}
            />
          )}
          <ConflictSuggestions
            suggestions={saving.suggestions}
            zone={zone}
            onPick={({ date, time }) => {
              setValue('date', date);
              setValue('time', time);
              setSuggestions([]);
            }}
          />
        </div>
      </FormDialog>
      <ConfirmDialog
        open={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={text.confirmTimeTitle}
        tone="default"
        description={confirming?.question ?? ''}
        confirmLabel={submitLabel}
        pendingLabel="Salvando..."
        pending={saving.pending || series.pending}
        onConfirm={() => (confirming ? saveChecked(confirming.checked) : Promise.resolve())}
      />
      <SeriesClashDialog
        clashes={series.clashes}
        pending={series.pending}
        onSkip={series.skipClashes}
        onClose={series.dismiss}
      />
    </>
  );
}
