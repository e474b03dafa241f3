import { CalendarCheckIcon, CalendarDaysIcon, UserCheckIcon, UsersIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { AdminStatsDto } from '../../../../../core/schemas/stats.ts';

const stats = [
  { label: 'Total de Usuários', key: 'totalUsers', icon: UsersIcon },
  { label: 'Agendamentos Hoje', key: 'appointmentsToday', icon: CalendarDaysIcon },
  { label: 'Total de Agendamentos', key: 'totalAppointments', icon: CalendarCheckIcon },
  { label: 'Profissionais Ativos', key: 'activeProfessionals', icon: UserCheckIcon },
] as const;

/** Summary cards of the admin dashboard, from GET /api/admin/stats. */
export function StatCards({ values }: { values?: AdminStatsDto }) {
  return (
    <div className="@container">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 @5xl:grid-cols-4">
        {stats.map(({ label, key, icon: Icon }) => (
          <li key={label}>
            <Card className="h-full gap-2 py-4 sm:gap-3 sm:py-5">
              <CardHeader className="flex-row items-start justify-between gap-2 px-4 sm:px-5">
                <CardTitle className="text-xs leading-snug font-medium text-muted-foreground sm:text-sm">
                  {label}
                </CardTitle>
                <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              </CardHeader>
              <CardContent className="px-4 sm:px-5">
                <p className="text-2xl font-bold tabular-nums sm:text-3xl">
                  {values?.[key].toLocaleString('pt-BR') ?? '—'}
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
