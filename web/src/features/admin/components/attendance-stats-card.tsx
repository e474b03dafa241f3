import { useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import type { ProfessionalAttendanceDto } from '@core/schemas/stats.ts';
import { type AttendancePeriod, useAttendanceStats } from '../api/get-attendance-stats';

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const count = (value: number) => value.toLocaleString('pt-BR');
const br = (date: string) => date.split('-').reverse().join('/');

const PERIODS: Array<{ value: AttendancePeriod; label: string }> = [
  { value: 'week', label: 'Esta semana' },
  { value: 'month', label: 'Este mês' },
];

/** 'Confirmados': what share of the period's bookings was confirmed, and of how many. */
function confirmationText(row: ProfessionalAttendanceDto) {
  if (row.confirmationRate === null) return { value: 'Nenhum agendamento', hint: '' };
  return {
    value: `${percent.format(row.confirmationRate)}%`,
    hint: `${count(row.confirmed)} de ${count(row.booked)} agendamentos confirmados`,
  };
}

/** 'Faltas': of those marked Compareceu or Faltou, how many missed; none marked, no rate. */
function noShowText(row: ProfessionalAttendanceDto) {
  const marked = row.attended + row.noShow;
  if (row.noShowRate === null) return { value: 'Nenhuma presença marcada', hint: '' };
  return {
    value: `${percent.format(row.noShowRate)}%`,
    hint: `${count(row.noShow)} de ${count(marked)} com presença marcada faltaram`,
  };
}

/**
 * 'Confirmações e faltas' (decision 083): per professional, the real confirmation rate (confirmed
 * of booked) and no-show rate (Faltou of those marked), this week or this month; a figure that
 * counts nothing says so instead of a rate.
 */
export function AttendanceStatsCard() {
  const [period, setPeriod] = useState<AttendancePeriod>('month');
  const stats = useAttendanceStats(period);
  const rows = stats.data?.professionals ?? [];
  const range = stats.data ? `De ${br(stats.data.from)} a ${br(stats.data.to)}.` : '';
  return (
    <SectionCard
      title="Confirmações e faltas"
      description={`Por profissional, no fuso do escritório. ${range}`}
      action={
        <div role="group" aria-label="Período" className="flex gap-1">
          {PERIODS.map((option) => (
            <Button
              key={option.value}
              size="sm"
              variant={period === option.value ? 'default' : 'outline'}
              aria-pressed={period === option.value}
              onClick={() => setPeriod(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {stats.isPending ? 'Carregando...' : 'Nenhum agendamento neste período.'}
        </p>
      ) : (
        <ul className="grid gap-3">
          {rows.map((row) => {
            const confirmation = confirmationText(row);
            const noShow = noShowText(row);
            return (
              <li
                key={row.id}
                className="grid gap-2 border-b pb-3 last:border-b-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]"
              >
                <span className="min-w-0 font-medium break-words">{row.name}</span>
                <dl className="contents">
                  <Figure label="Confirmados" {...confirmation} />
                  <Figure label="Faltas" {...noShow} />
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}
