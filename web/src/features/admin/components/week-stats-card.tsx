import { SectionCard } from '@/components/section-card';
import type { AdminStatsDto } from '../../../../../core/schemas/stats.ts';

const oneDecimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 'Estatísticas da Semana': this week's total, the busiest professional, daily average, rate. */
export function WeekStatsCard({ stats }: { stats?: AdminStatsDto }) {
  const busiest = stats?.mostActiveProfessional;
  const rows = [
    { label: 'Agendamentos nesta semana', value: stats?.weekAppointments.toLocaleString('pt-BR') },
    {
      label: 'Profissional mais ativo',
      value: stats && (busiest ? `${busiest.name} (${busiest.count})` : 'Nenhum ainda'),
    },
    { label: 'Média diária', value: stats && oneDecimal.format(stats.dailyAverage) },
    { label: 'Taxa de confirmação', value: stats && `${percent.format(stats.confirmationRate)}%` },
  ];
  return (
    <SectionCard
      title="Estatísticas da Semana"
      description="Domingo a sábado, no fuso do escritório."
    >
      <dl className="grid gap-3">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex items-baseline justify-between gap-4 border-b pb-2 last:border-b-0 last:pb-0"
          >
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="truncate text-right font-semibold tabular-nums">{row.value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
