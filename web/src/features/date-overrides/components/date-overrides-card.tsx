import { format } from 'date-fns';
import { useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type {
  BookingInsideDto,
  DateOverrideDto,
  SavedDateOverrideDto,
} from '@core/schemas/date-overrides.ts';
import {
  type OverrideScope,
  useApplyForensicRecess,
  useDateOverrides,
} from '../api/date-overrides';
import { OverrideForm } from './override-form';
import { OverrideRow } from './override-row';

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
  const recess = useApplyForensicRecess();
  const [inside, setInside] = useState<readonly BookingInsideDto[]>([]);
  const [editing, setEditing] = useState<DateOverrideDto>();

  const saved = (title: string, answer: SavedDateOverrideDto) => {
    setEditing(undefined);
    setInside(answer.bookingsInside);
    notifySuccess(title, 'A agenda pública já não oferece horários fora do que você definiu.');
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
        <OverrideForm
          // A new key when 'Editar' picks another row: the form starts from that row's values.
          key={editing?.id ?? 'new'}
          scope={scope}
          editing={editing}
          onSaved={saved}
          onCancelEdit={() => setEditing(undefined)}
        />
        <BookingsInside bookings={inside} />
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma folga ou data especial.</p>
        ) : (
          <ul className="divide-y" aria-label="Folgas e datas especiais">
            {rows.map((row) => (
              <OverrideRow
                key={row.id}
                row={row}
                scope={scope}
                manageable={manageable(row)}
                onEdit={() => setEditing(row)}
              />
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
