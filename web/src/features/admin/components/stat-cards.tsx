import { CalendarCheckIcon, CalendarDaysIcon, UserCheckIcon, UsersIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { AdminStatsDto } from '@core/schemas/stats.ts';

// Each card says what it counts and over which period (its title names the period).
const stats = [
  {
    label: 'Total de Usuários',
    hint: 'Contas do escritório, ativas e inativas.',
    key: 'totalUsers',
    icon: UsersIcon,
  },
  {
    label: 'Agendamentos Hoje',
    hint: 'Marcados para hoje, sem os cancelados.',
    key: 'appointmentsToday',
    icon: CalendarDaysIcon,
  },
  {
    label: 'Total de Agendamentos',
    hint: 'Desde o início, passados e futuros, sem os cancelados.',
    key: 'totalAppointments',
    icon: CalendarCheckIcon,
  },
  {
    label: 'Profissionais Ativos',
    hint: 'Contas ativas, administradores incluídos.',
    key: 'activeProfessionals',
    icon: UserCheckIcon,
  },
] as const;

/** Summary cards of the admin dashboard, from GET /api/admin/stats. */
export function StatCards({ values }: { values?: AdminStatsDto }) {
  return (
    <div className="@container">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 @5xl:grid-cols-4">
        {stats.map(({ label, hint, key, icon: Icon }) => (
          <li key={label}>
            <Card className="h-full gap-2 py-4 sm:gap-3 sm:py-5">
              <CardHeader className="flex-row items-start justify-between gap-2 px-4 sm:px-5">
                <CardTitle className="text-xs leading-snug font-medium text-muted-foreground sm:text-sm">
                  {label}
                </CardTitle>
                <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              </CardHeader>
              <CardContent className="grid gap-1 px-4 sm:px-5">
                <p className="text-2xl font-bold tabular-nums sm:text-3xl">
                  {values?.[key].toLocaleString('pt-BR') ?? '—'}
                </p>
                <p className="text-xs text-muted-foreground">{hint}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
