import { DeleteButton, EditButton } from '@/components/icon-buttons';
import { Badge } from '@/components/ui/badge';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { DateOverrideDto } from '@core/schemas/date-overrides.ts';
import { type OverrideScope, useDeleteDateOverride } from '../api/date-overrides';
import { datesOf } from '../lib/override-dates';

type OverrideRowProps = {
  row: DateOverrideDto;
  /** The signed-in person may edit and delete it (a professional does not manage the office's). */
  manageable: boolean;
  scope: OverrideScope;
  onEdit: () => void;
};

/** One day off or special date: name, dates, hours, and 'Editar' / 'Excluir'. */
export function OverrideRow({ row, manageable, scope, onEdit }: OverrideRowProps) {
  const remove = useDeleteDateOverride(scope);
  const dates = datesOf(row);
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {row.name}
          {row.userId === null && <Badge variant="secondary">Escritório</Badge>}
        </p>
        <p className="grid text-sm text-muted-foreground">
          <span>{dates}</span>
          <span>
            {row.startTime ? `Atende das ${row.startTime} às ${row.endTime}` : 'Sem atendimento'}
          </span>
        </p>
      </div>
      {manageable && (
        <div className="flex shrink-0 gap-1">
          <EditButton label={`Editar ${row.name} (${dates})`} onClick={onEdit} />
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
        </div>
      )}
    </li>
  );
}
