import { CalendarCheckIcon, CalendarDaysIcon, UserCheckIcon, UsersIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const stats = [
  { label: 'Total de Usuários', icon: UsersIcon },
  { label: 'Agendamentos Hoje', icon: CalendarDaysIcon },
  { label: 'Total de Agendamentos', icon: CalendarCheckIcon },
  { label: 'Profissionais Ativos', icon: UserCheckIcon },
];

/** Summary cards of the admin dashboard; values come with the stats endpoint. */
export function StatCards({ values = {} }: { values?: Partial<Record<string, number>> }) {
  return (
    <div className="@container">
      <ul className="grid gap-4 @lg:grid-cols-2 @5xl:grid-cols-4">
        {stats.map(({ label, icon: Icon }) => (
          <li key={label}>
            <Card className="gap-3 py-5">
              <CardHeader className="flex-row items-center justify-between gap-2 px-5">
                <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
                <Icon className="size-5 text-primary" aria-hidden="true" />
              </CardHeader>
              <CardContent className="px-5">
                <p className="text-3xl font-bold tabular-nums">
                  {values[label]?.toLocaleString('pt-BR') ?? '—'}
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
