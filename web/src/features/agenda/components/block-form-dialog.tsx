import { type FormEvent, useEffect, useState } from 'react';
import { DateField } from '@/components/date-field';
import { FormField, TextareaField } from '@/components/form-field';
import { FormDialog } from '@/components/form-dialog';
import { TimeField } from '@/components/time-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { getFieldErrors } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { MAX_DESCRIPTION_LENGTH } from '@core/constants.ts';
import { blocksMessages as text } from '@core/messages.ts';
import type { BlockDto } from '@core/schemas/blocks.ts';
import { useSaveBlock } from '../api/blocks';
import { useAgenda } from '../lib/agenda-context';
import {
  type BlockFormValues,
  checkBlock,
  editBlockValues,
  newBlockValues,
} from '../lib/block-form';
import { inZone, nowIn } from '../lib/calendar-dates';
import { EntryKindSwitch } from './entry-kind-switch';

/** A new block (optionally at a start) or one to edit; null when closed. */
export type BlockFormTarget = { start?: Date; block?: BlockDto } | null;

type Errors = Partial<Record<keyof BlockFormValues, string>>;

/**
 * 'Novo Agendamento' on its 'Bloqueio' side, and 'Editar Bloqueio': a title, optional notes, the
 * date with start and end and, for an admin, which professionals (one block each).
 */
export function BlockFormDialog({
  target,
  onClose,
}: {
  target: BlockFormTarget;
  onClose: () => void;
}) {
  const { scope, zone, dialogs, professionals } = useAgenda();
  const editing = target?.block ?? null;
  const pickProfessionals = scope === 'admin' && !editing;
  const [values, setValues] = useState<BlockFormValues>(() =>
    newBlockValues(undefined, nowIn(zone)),
  );
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveBlock(editing?.id);

  useEffect(() => {
    if (!target) return;
    setErrors({});
    setValues(
      target.block
        ? editBlockValues(target.block, zone)
        : newBlockValues(target.start && inZone(target.start, zone), nowIn(zone)),
    );
  }, [target, zone]);

  // A field typed into again no longer shows the error it had.
  const set = (field: keyof BlockFormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const toggle = (id: string, on: boolean) => {
    setValues((current) => ({
      ...current,
      userIds: on ? [...current.userIds, id] : current.userIds.filter((other) => other !== id),
    }));
    setErrors((current) => ({ ...current, userIds: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkBlock(values, zone, { pickProfessionals });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const written = await save.mutateAsync(checked.input);
      const count = written.blocks.length;
      const title = editing ? text.updated : count > 1 ? text.createdMany(count) : text.created;
      const overlapping = written.overlappingAppointments;
      notifySuccess(title, overlapping > 0 ? text.overlapping(overlapping) : undefined);
      dialogs.changed();
      onClose();
    } catch (error) {
      setErrors(getFieldErrors(error) as Errors);
      notifyFailure(error, {
        title: 'Erro ao salvar',
        fallback: 'Não foi possível salvar o bloqueio.',
      });
    }
  };

  const active = (professionals ?? []).filter((person) => person.isActive);
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? 'Editar Bloqueio' : 'Novo Agendamento'}
      description={
        editing
          ? 'Altere o título, as observações ou o horário do bloqueio.'
          : 'Bloqueie um horário sem cliente: ninguém pode agendar nele.'
      }
      onSubmit={submit}
      submitLabel={editing ? 'Salvar alterações' : text.save}
      pending={save.isPending}
      wide
    >
      <div className="grid gap-4">
        {!editing && (
          <EntryKindSwitch
            value="block"
            onChange={() => dialogs.open({ kind: 'create', start: target?.start })}
          />
        )}
        <FormField
          id="block-title"
          label={text.title}
          autoComplete="off"
          placeholder={text.titlePlaceholder}
          maxLength={200}
          value={values.title}
          onChange={set('title')}
          error={errors.title}
        />
        <TextareaField
          id="block-notes"
          label={`${text.notes} (opcional)`}
          maxLength={MAX_DESCRIPTION_LENGTH}
          rows={2}
          value={values.notes}
          onChange={set('notes')}
          error={errors.notes}
        />
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div className="col-span-2 grid sm:col-span-1">
            <DateField
              id="block-date"
              label="Data"
              value={values.date}
              onChange={set('date')}
              error={errors.date}
            />
          </div>
          <TimeField
            id="block-start"
            label="Início"
            value={values.startTime}
            onChange={set('startTime')}
            error={errors.startTime}
          />
          <TimeField
            id="block-end"
            label="Término"
            value={values.endTime}
            onChange={set('endTime')}
            error={errors.endTime}
          />
        </div>
        {pickProfessionals && (
          <fieldset
            className="grid min-w-0 gap-2"
            aria-describedby={errors.userIds ? 'block-professionals-error' : undefined}
          >
            <legend className="mb-2 text-sm font-medium">{text.professionals}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {active.map((person) => {
                const id = `block-professional-${person.id}`;
                return (
                  <div
                    key={person.id}
                    className="flex items-center gap-3 rounded-lg border bg-background/60 px-3 py-2.5 dark:bg-input/10"
                  >
                    <Checkbox
                      id={id}
                      checked={values.userIds.includes(person.id)}
                      onCheckedChange={(checked) => toggle(person.id, checked === true)}
                    />
                    <Label htmlFor={id}>{person.name}</Label>
                  </div>
                );
              })}
            </div>
            {errors.userIds && (
              <p id="block-professionals-error" role="alert" className="text-sm text-destructive">
                {errors.userIds}
              </p>
            )}
          </fieldset>
        )}
      </div>
    </FormDialog>
  );
}
