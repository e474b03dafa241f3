import { SectionCard } from '@/components/section-card';
import type { AdminStatsDto } from '@core/schemas/stats.ts';

const oneDecimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const count = (value: number) => value.toLocaleString('pt-BR');

/** The share of this week's bookings not cancelled; a week with none booked has no share. */
export const keptText = (rate: number | null) =>
  rate === null ? 'Nenhum nesta semana' : `${percent.format(rate)}%`;

/** What the share counts: '3 de 4 marcados para esta semana'. */
const keptHint = ({ weekAppointments, weekCancelled }: AdminStatsDto) => {
  const booked = weekAppointments + weekCancelled;
  if (booked === 0) return 'Dos marcados para esta semana, quantos não foram cancelados.';
  return `${count(weekAppointments)} de ${count(booked)} marcados para esta semana não foram cancelados.`;
};

/**
 * 'Estatísticas da Semana': every figure covers this week (Sunday to Saturday) and says what it
 * counts. There is no confirmation by the client yet: the share is of bookings not cancelled.
 */
export function WeekStatsCard({ stats }: { stats?: AdminStatsDto }) {
  const busiest = stats?.mostActiveProfessional;
  const rows = [
    {
      label: 'Agendamentos nesta semana',
      hint: 'Marcados de domingo a sábado, sem os cancelados.',
      value: stats && count(stats.weekAppointments),
    },
    {
      label: 'Profissional mais ativo',
      hint: 'Quem tem mais agendamentos nesta semana.',
      value: stats && (busiest ? `${busiest.name} (${count(busiest.count)})` : 'Nenhum ainda'),
    },
    {
      label: 'Média diária',
      hint: 'Agendamentos desta semana divididos por 7 dias.',
      value: stats && oneDecimal.format(stats.dailyAverage),
    },
    {
      label: 'Não cancelados',
      hint: stats ? keptHint(stats) : 'Dos marcados para esta semana.',
      value: stats && keptText(stats.weekKeptRate),
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
            <dt className="min-w-0">
              <span className="block text-sm">{row.label}</span>
              <span className="block text-xs text-muted-foreground">{row.hint}</span>
            </dt>
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
