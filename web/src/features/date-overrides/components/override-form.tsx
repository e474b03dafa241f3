import { PlusIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DateField } from '@/components/date-field';
import { FormField } from '@/components/form-field';
import { TimeField } from '@/components/time-field';
import { Button } from '@/components/ui/button';
import { getFieldErrors } from '@/lib/api-client';
import { notifyFailure } from '@/lib/notify';
import type { DateOverrideDto, SavedDateOverrideDto } from '@core/schemas/date-overrides.ts';
import {
  type OverrideScope,
  useEditDateOverride,
  useSaveDateOverride,
} from '../api/date-overrides';
import { brOf, isoOf } from '../lib/override-dates';

const emptyForm = { name: '', from: '', to: '', startTime: '', endTime: '' };

const formOf = (row?: DateOverrideDto) =>
  row
    ? {
        name: row.name,
        from: brOf(row.startDate),
        to: row.endDate === row.startDate ? '' : brOf(row.endDate),
        startTime: row.startTime ?? '',
        endTime: row.endTime ?? '',
      }
    : emptyForm;

type OverrideFormProps = {
  scope: OverrideScope;
  /** The override being edited ('Editar'); absent, the form adds a new one. */
  editing?: DateOverrideDto;
  onSaved: (title: string, answer: SavedDateOverrideDto) => void;
  onCancelEdit: () => void;
};

/** Name, dates (typed dd/mm/aaaa) and optional different hours of a day off or a special date. */
export function OverrideForm({ scope, editing, onSaved, onCancelEdit }: OverrideFormProps) {
  const create = useSaveDateOverride(scope);
  const edit = useEditDateOverride(scope);
  const [form, setForm] = useState(() => formOf(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = create.isPending || edit.isPending;
  const idPrefix = `override-${scope.kind}`;
  const field = (key: keyof typeof emptyForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body = {
      name: form.name,
      startDate: isoOf(form.from),
      endDate: isoOf(form.to || form.from),
      startTime: form.startTime || null,
      endTime: form.endTime || null,
    };
    try {
      const answer = editing
        ? await edit.mutateAsync({ id: editing.id, body })
        : await create.mutateAsync(body);
      setForm(emptyForm);
      onSaved(editing ? 'Alterações salvas' : 'Data salva', answer);
    } catch (error) {
      setErrors(getFieldErrors(error));
      notifyFailure(error, { title: 'Erro ao salvar a data' });
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-2 gap-4"
      aria-label={editing ? `Editar ${editing.name}` : 'Nova folga ou data especial'}
    >
      <div className="col-span-2">
        <FormField
          id={`${idPrefix}-name`}
          label="Nome"
          placeholder="Férias, Audiência..."
          maxLength={80}
          error={errors.name}
          autoFocus={editing !== undefined}
          {...field('name')}
        />
      </div>
      <DateField id={`${idPrefix}-from`} label="De" error={errors.startDate} {...field('from')} />
      <DateField
        id={`${idPrefix}-to`}
        label="Até"
        hint="Vazio: só um dia."
        error={errors.endDate}
        {...field('to')}
      />
      <fieldset className="col-span-2 grid grid-cols-2 gap-4">
        <legend className="mb-3 grid gap-1.5 text-sm font-medium">
          <span>
            Horário especial <span className="font-normal text-muted-foreground">(opcional)</span>
          </span>
          <span className="text-xs font-normal text-muted-foreground">
            Vazio: o dia fica sem atendimento.
          </span>
        </legend>
        <TimeField
          id={`${idPrefix}-start`}
          label="Das"
          error={errors.startTime}
          {...field('startTime')}
        />
        <TimeField id={`${idPrefix}-end`} label="Às" error={errors.endTime} {...field('endTime')} />
      </fieldset>
      <div className="col-span-2 flex flex-wrap justify-end gap-2">
        {editing && (
          <Button type="button" variant="outline" onClick={onCancelEdit} className="max-sm:w-full">
            Cancelar edição
          </Button>
        )}
        <Button type="submit" disabled={pending} className="max-sm:w-full">
          {!editing && <PlusIcon aria-hidden="true" />}
          {pending ? 'Salvando...' : editing ? 'Salvar alterações' : 'Adicionar data'}
        </Button>
      </div>
    </form>
  );
}
