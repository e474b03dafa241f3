import { useIsFetching } from '@tanstack/react-query';
import { PlusIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { invalidatePaths } from '@/lib/query-client';
import { cn } from '@/lib/utils';
import { appointmentsPath } from '../api/list-appointments';
import { useAgenda } from '../lib/agenda-context';
import { useCalendarState, type CalendarState } from '../lib/use-calendar-state';
import { AgendaCalendar } from './agenda-calendar';
import { ProfessionalLegend } from './professional-legend';

const ALL = 'all';

/** What the card and its full-screen overlay share: the date, the view and the filter. */
export function useSharedAgendaState() {
  const { zone } = useAgenda();
  const calendar = useCalendarState(zone, 'day');
  const [filter, setFilter] = useState(ALL);
  return { calendar, filter, setFilter };
}

type SharedAgendaProps = {
  calendar: CalendarState;
  filter: string;
  setFilter: (professionalId: string) => void;
};

/**
 * The admin's calendar: professional filter, refresh, 'Novo Agendamento', which colour is whose,
 * day view first.
 */
export function SharedAgenda({ calendar, filter, setFilter }: SharedAgendaProps) {
  const { professionals = [], dialogs } = useAgenda();
  const fetching = useIsFetching({ queryKey: [appointmentsPath] }) > 0;

  const actions = (
    <>
      <Select value={filter} onValueChange={setFilter}>
        <SelectTrigger
          aria-label="Filtrar por profissional"
          className="h-9 basis-full sm:w-56 sm:basis-auto"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Todos os profissionais</SelectItem>
          {professionals.map((professional) => (
            <SelectItem key={professional.id} value={professional.id}>
              {professional.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        aria-label="Atualizar agenda"
        title="Atualizar agenda"
        onClick={() => invalidatePaths([appointmentsPath, '/api/admin/stats'])}
      >
        <RefreshCwIcon className={cn(fetching && 'animate-spin')} />
      </Button>
      <Button size="sm" onClick={() => dialogs.open({ kind: 'create', start: undefined })}>
        <PlusIcon aria-hidden="true" />
        Novo Agendamento
      </Button>
    </>
  );

  return (
    <AgendaCalendar
      calendar={calendar}
      userId={filter === ALL ? undefined : filter}
      dayHours={[7, 19]}
      actions={actions}
      legend={
        <ProfessionalLegend
          professionals={
            filter === ALL ? professionals : professionals.filter(({ id }) => id === filter)
          }
        />
      }
    />
  );
}
