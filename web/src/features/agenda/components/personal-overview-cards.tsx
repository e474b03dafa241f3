import { CalendarCheckIcon, CalendarDaysIcon, CalendarRangeIcon } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Card } from '@/components/ui/card';
import { useAgenda } from '../lib/agenda-context';
import { usePersonalOverview } from '../lib/use-personal-overview';
import { AppointmentList } from './appointment-list';

type Overview = ReturnType<typeof usePersonalOverview>;

/** The statistics card: today, this week and the next 30 days. */
export function PersonalStatsCard({
  counts,
  loading,
}: {
  counts: Overview['counts'];
  loading: boolean;
}) {
  const stats = [
    { label: 'Hoje', value: counts.today, icon: CalendarCheckIcon },
    { label: 'Esta semana', value: counts.week, icon: CalendarDaysIcon },
    { label: 'Próximos 30 dias', value: counts.next30, icon: CalendarRangeIcon },
  ];
  return (
    <Card className="grid grid-cols-3 gap-0 divide-x py-4" aria-label="Estatísticas">
      {stats.map(({ label, value, icon: Icon }) => (
        <div key={label} className="grid justify-items-center gap-1 px-2 text-center">
          <Icon className="size-4 text-primary" aria-hidden="true" />
          <p className="text-2xl font-bold tabular-nums sm:text-3xl">{loading ? '—' : value}</p>
          <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
        </div>
      ))}
    </Card>
  );
}

/** 'Próximos Agendamentos': the next 30 days, five per page. */
export function UpcomingAppointmentsCard({
  upcoming,
  loading,
}: {
  upcoming: Overview['upcoming'];
  loading: boolean;
}) {
  const { dialogs } = useAgenda();
  return (
    <SectionCard title="Próximos Agendamentos" description="Os próximos 30 dias.">
      <AppointmentList
        key={dialogs.version}
        items={upcoming}
        withDate
        loading={loading}
        label="Próximos agendamentos"
        empty="Nenhum agendamento nos próximos 30 dias. Compartilhe seu link para receber clientes."
      />
    </SectionCard>
  );
}
