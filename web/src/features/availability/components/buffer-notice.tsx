import { HourglassIcon } from 'lucide-react';
import { Link } from 'wouter';
import { formatTimeOfDay } from '@core/time-of-day.ts';

const minutesText = (minutes: number) => (minutes === 1 ? '1 minuto' : `${minutes} minutos`);

type BufferNoticeProps = {
  /** The professional's interval between appointments (bufferTime), in minutes. */
  minutes: number;
  /** Whether the person looking may change it (their own hours): then a link to Configurações. */
  own: boolean;
};

/** The interval kept between appointments, how it moves the next time offered, and where it is set. */
export function BufferNotice({ minutes, own }: BufferNoticeProps) {
  // After a 09:00–10:00 appointment, the next time starts at 10:00 plus the interval.
  const next = formatTimeOfDay(10 * 60 + minutes);
  return (
    <div className="flex gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      <HourglassIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">
          Intervalo entre atendimentos: {minutes === 0 ? 'nenhum' : minutesText(minutes)}
        </p>
        <p className="text-muted-foreground">
          {minutes === 0 ? (
            'Os horários oferecidos aos clientes seguem um logo após o outro.'
          ) : (
            <>
              Após cada atendimento, o próximo horário oferecido começa {minutesText(minutes)}{' '}
              depois do término: após <span className="whitespace-nowrap">09:00–10:00</span>, às{' '}
              {next}.
            </>
          )}{' '}
          {own ? (
            <>
              Para mudar, use &lsquo;Intervalo entre agendamentos&rsquo; em{' '}
              <Link
                href="/settings"
                className="font-medium text-foreground underline underline-offset-4"
              >
                Configurações
              </Link>
              .
            </>
          ) : (
            'Cada profissional muda o seu em Configurações, no campo ‘Intervalo entre agendamentos’.'
          )}
        </p>
      </div>
    </div>
  );
}
