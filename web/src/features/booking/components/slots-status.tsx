import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { SlotsDto } from '@core/schemas/appointments.ts';
import { type Month, formatMonth } from '../lib/booking-dates';

function StatusLine({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="mt-4 grid justify-items-center gap-2 text-center text-sm text-muted-foreground"
    >
      {children}
    </div>
  );
}

type SlotsStatusProps = {
  slotsQuery: UseQueryResult<SlotsDto>;
  month: Month;
  hasFreeDays: boolean;
  /** The professional has opened no hours at all. */
  noHours?: boolean;
  canGoForward: boolean;
  onNextMonth: () => void;
};

/** Under the month calendar: loading, a failure to retry, or no free day this month. */
export function SlotsStatus({ slotsQuery, month, ...props }: SlotsStatusProps) {
  if (slotsQuery.isPending) return <StatusLine>Carregando horários...</StatusLine>;
  if (slotsQuery.isError) {
    return (
      <StatusLine>
        Não foi possível carregar os horários.
        <Button type="button" variant="outline" size="sm" onClick={() => slotsQuery.refetch()}>
          Tentar novamente
        </Button>
      </StatusLine>
    );
  }
  if (props.noHours) {
    return <StatusLine>Este profissional ainda não abriu horários para agendamento.</StatusLine>;
  }
  if (props.hasFreeDays) return null;
  return (
    <StatusLine>
      Nenhum horário livre em {formatMonth(month).toLowerCase()}.
      {props.canGoForward && (
        <Button type="button" variant="outline" size="sm" onClick={props.onNextMonth}>
          Ver próximo mês
        </Button>
      )}
    </StatusLine>
  );
}
