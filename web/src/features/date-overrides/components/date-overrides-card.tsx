import { format } from 'date-fns';
import { PlusIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DateField } from '@/components/date-field';
import { FormField } from '@/components/form-field';
import { DeleteButton } from '@/components/icon-buttons';
import { SectionCard } from '@/components/section-card';
import { TimeField } from '@/components/time-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getFieldErrors } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { BookingInsideDto, DateOverrideDto } from '@core/schemas/date-overrides.ts';
import {
  type OverrideScope,
  useApplyForensicRecess,
  useDateOverrides,
  useDeleteDateOverride,
  useSaveDateOverride,
} from '../api/date-overrides';

/** 'dd/mm/aaaa' as typed → 'aaaa-mm-dd' for the API (anything else goes as typed, to be refused). */
const isoOf = (typed: string) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : typed;
};
const brOf = (iso: string) => iso.split('-').reverse().join('/');

const emptyForm = { name: '', from: '', to: '', startTime: '', endTime: '' };

function OverrideRow(props: { row: DateOverrideDto; manageable: boolean; scope: OverrideScope }) {
  const { row } = props;
  const remove = useDeleteDateOverride(props.scope);
  const dates =
    row.startDate === row.endDate
      ? brOf(row.startDate)
      : `${brOf(row.startDate)} a ${brOf(row.endDate)}`;
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {row.name}
          {row.userId === null && <Badge variant="secondary">Escritório</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {dates} ·{' '}
          {row.startTime ? `Atende das ${row.startTime} às ${row.endTime}` : 'Sem atendimento'}
        </p>
      </div>
      {props.manageable && (
        <DeleteButton
          label={`Excluir ${row.name} (${dates})`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(row.id, {
              onSuccess: () => notifySuccess('Data removida', `${row.name} foi excluída.`),
              onError: (error) => notifyFailure(error, { title: 'Erro ao excluir' }),
            })
          }
        />
      )}
    </li>
  );
}

function BookingsInside({ bookings }: { bookings: readonly BookingInsideDto[] }) {
  if (bookings.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-400/40 dark:bg-amber-400/10"
    >
      <p className="font-medium">Agendamentos já marcados nestas datas (remarque-os na agenda):</p>
      <ul className="mt-1 grid gap-0.5">
        {bookings.map((booking) => (
          <li key={booking.id}>
            {booking.clientName} — {format(new Date(booking.startTime), 'dd/MM/yyyy HH:mm')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Folgas e datas especiais': days off and different hours on dates (decision 069), for the
 * signed-in professional, one professional of the office (admin) or the whole office.
 */
export function DateOverridesCard({ scope }: { scope: OverrideScope }) {
  const overrides = useDateOverrides(scope);
  const save = useSaveDateOverride(scope);
  const recess = useApplyForensicRecess();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [inside, setInside] = useState<readonly BookingInsideDto[]>([]);
  const idPrefix = `override-${scope.kind}`;
  const field = (key: keyof typeof emptyForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const saved = (title: string, answer: { bookingsInside: readonly BookingInsideDto[] }) => {
    setInside(answer.bookingsInside);
    notifySuccess(title, 'A agenda pública já não oferece horários fora do que você definiu.');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const answer = await save.mutateAsync({
        name: form.name,
        startDate: isoOf(form.from),
        endDate: isoOf(form.to || form.from),
        startTime: form.startTime || null,
        endTime: form.endTime || null,
      });
      setForm(emptyForm);
      saved('Data salva', answer);
    } catch (error) {
      setErrors(getFieldErrors(error));
      notifyFailure(error, { title: 'Erro ao salvar a data' });
    }
  };

  const applyRecess = () =>
    recess.mutate(undefined, {
      onSuccess: (answer) => saved('Recesso forense aplicado', answer),
      onError: (error) => notifyFailure(error, { title: 'Erro ao aplicar o recesso' }),
    });

  const rows = overrides.data ?? [];
  const manageable = (row: DateOverrideDto) =>
    scope.kind === 'own' ? row.userId !== null : scope.kind === 'office' || row.userId !== null;

  return (
    <SectionCard
      title={
        scope.kind === 'office' ? 'Folgas e recessos do escritório' : 'Folgas e datas especiais'
      }
      description={
        scope.kind === 'office'
          ? 'Datas em que ninguém do escritório atende. Os clientes não conseguem agendar nelas.'
          : 'Férias, audiências ou um horário diferente em uma data. Sem horário especial, o dia fica fechado.'
      }
      action={
        scope.kind === 'office' && (
          <Button variant="outline" onClick={applyRecess} disabled={recess.isPending}>
            Aplicar recesso forense
          </Button>
        )
      }
    >
      <div className="grid gap-4">
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-2 gap-4">
          <div className="col-span-2">
            <FormField
              id={`${idPrefix}-name`}
              label="Nome"
              placeholder="Férias, Audiência..."
              maxLength={80}
              error={errors.name}
              {...field('name')}
            />
          </div>
          <DateField
            id={`${idPrefix}-from`}
            label="De"
            error={errors.startDate}
            {...field('from')}
          />
          <DateField
            id={`${idPrefix}-to`}
            label="Até"
            hint="Vazio: só um dia."
            error={errors.endDate}
            {...field('to')}
          />
          <TimeField
            id={`${idPrefix}-start`}
            label="Atende das (opcional)"
            error={errors.startTime}
            {...field('startTime')}
          />
          <TimeField
            id={`${idPrefix}-end`}
            label="até (opcional)"
            error={errors.endTime}
            {...field('endTime')}
          />
          <div className="col-span-2 flex justify-end">
            <Button type="submit" disabled={save.isPending} className="max-sm:w-full">
              <PlusIcon aria-hidden="true" />
              {save.isPending ? 'Salvando...' : 'Adicionar data'}
            </Button>
          </div>
        </form>
        <BookingsInside bookings={inside} />
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma folga ou data especial.</p>
        ) : (
          <ul className="divide-y" aria-label="Folgas e datas especiais">
            {rows.map((row) => (
              <OverrideRow key={row.id} row={row} scope={scope} manageable={manageable(row)} />
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
