import { TimerIcon, UsersIcon } from 'lucide-react';
import { DeleteButton } from '@/components/icon-buttons';
import { StatusBadge } from '@/components/status-badge';
import { Switch } from '@/components/ui/switch';
import { useDeleteAvailability } from '@/features/availability/api/delete-availability';
import { useToggleAvailability } from '@/features/availability/api/toggle-availability';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { AvailabilityDto } from '@core/schemas/availability.ts';

/** One weekly window: times, duration, concurrency, status, the active switch and delete. */
export function AvailabilityRow({ slot }: { slot: AvailabilityDto }) {
  const toggle = useToggleAvailability();
  const remove = useDeleteAvailability();
  const range = `${slot.startTime}–${slot.endTime}`;

  const onToggle = async (isActive: boolean) => {
    try {
      await toggle.mutateAsync({ id: slot.id, isActive });
      notifySuccess('Horário atualizado', `${range} agora está ${isActive ? 'ativo' : 'inativo'}.`);
    } catch (error) {
      notifyFailure(error, { title: 'Erro ao atualizar horário' });
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync(slot.id);
      notifySuccess('Horário removido', `O horário ${range} foi removido.`);
    } catch (error) {
      notifyFailure(error, { title: 'Erro ao remover horário' });
    }
  };

  return (
    // Phone: times and status, then the controls, with the details on a second line.
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 rounded-lg border bg-background/60 px-4 py-3 sm:flex sm:gap-4 dark:bg-input/10">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold tabular-nums">{range}</span>
        <StatusBadge active={slot.isActive} />
      </div>
      <div className="flex items-center gap-2 sm:order-last sm:ml-auto">
        <Switch
          checked={slot.isActive}
          onCheckedChange={onToggle}
          disabled={toggle.isPending}
          aria-label={`${slot.isActive ? 'Desativar' : 'Ativar'} horário ${range}`}
        />
        <DeleteButton
          label={`Remover horário ${range}`}
          title="Remover horário"
          disabled={remove.isPending}
          onClick={onRemove}
        />
      </div>
      <div className="col-span-2 flex flex-wrap gap-x-4 gap-y-1 text-sm whitespace-nowrap text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <TimerIcon className="size-4" aria-hidden="true" />
          {slot.appointmentDuration} min
        </span>
        <span className="flex items-center gap-1.5">
          <UsersIcon className="size-4" aria-hidden="true" />
          {slot.maxConcurrentAppointments === 1
            ? '1 simultâneo'
            : `${slot.maxConcurrentAppointments} simultâneos`}
        </span>
      </div>
    </li>
  );
}
