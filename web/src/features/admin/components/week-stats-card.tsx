import { SectionCard } from '@/components/section-card';
import type { AdminStatsDto } from '../../../../../core/schemas/stats.ts';

const oneDecimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** The rate as a percentage; a new office has none to show yet. */
export const confirmationText = (rate: number | null) =>
  rate === null ? 'Sem agendamentos ainda' : `${percent.format(rate)}%`;

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
    {
      label: 'Taxa de confirmação',
      value: stats && confirmationText(stats.confirmationRate),
    },
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
            {/* Wraps rather than cuts: a long name keeps its count, a new office its words. */}
            <dd className="min-w-0 text-right font-semibold text-balance tabular-nums">
              {row.value ?? '—'}
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
