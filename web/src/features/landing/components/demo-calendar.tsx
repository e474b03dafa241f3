import { CalendarDaysIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { landingMonth } from '../lib/landing-month';

const weekdays = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
// The month's first 21 days, after blank cells up to the weekday of the 1st.
const days = Array.from({ length: 21 }, (_, index) => index + 1);

const sampleAppointments = [
  {
    day: 10,
    time: '09:00',
    client: 'Mariana Costa',
    service: 'Consulta inicial',
    status: 'Confirmado',
    variant: 'success',
  },
  {
    day: 12,
    time: '14:30',
    client: 'Rafael Almeida',
    service: 'Revisão de contrato',
    status: 'Agendado',
    variant: 'info',
  },
] as const;

/**
 * A sample of the agenda (SPEC §1): 21 days and two appointments, in the current month (a
 * sample of a month long gone looked abandoned).
 */
export function DemoCalendar() {
  const month = landingMonth();
  const monthNumber = String(month.month).padStart(2, '0');
  return (
    <div
      className="w-full rounded-2xl border bg-card p-4 text-card-foreground shadow-xl sm:p-6"
      aria-label={`Exemplo de agenda: ${month.name} de ${month.year}`}
      role="figure"
    >
      <div className="mb-4 flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold">
          <CalendarDaysIcon className="size-5 text-primary" aria-hidden="true" />
          <span className="capitalize">{`${month.name} ${month.year}`}</span>
        </p>
        <Badge variant="secondary">2 agendamentos</Badge>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs sm:gap-1.5 sm:text-sm">
        {weekdays.map((weekday) => (
          <div key={weekday} className="py-1 font-medium text-muted-foreground">
            {weekday}
          </div>
        ))}
        {Array.from({ length: month.firstWeekday }, (_, index) => (
          <div key={`blank-${index}`} aria-hidden="true" />
        ))}
        {days.map((day) => {
          const appointment = sampleAppointments.find((item) => item.day === day);
          return (
            <div
              key={day}
              className={cn(
                'relative flex aspect-square flex-col items-center justify-center rounded-lg border border-transparent bg-muted/50',
                appointment?.variant === 'success' &&
                  'border-success/40 bg-success/10 font-semibold',
                appointment?.variant === 'info' && 'border-primary/40 bg-primary/10 font-semibold',
              )}
            >
              {day}
              {appointment && (
                <span
                  className={cn(
                    'mt-0.5 size-1.5 rounded-full',
                    appointment.variant === 'success' ? 'bg-success' : 'bg-primary',
                  )}
                  aria-hidden="true"
                />
              )}
            </div>
          );
        })}
      </div>
      <ul className="mt-4 space-y-2">
        {sampleAppointments.map((item) => (
          <li
            key={item.day}
            className="flex items-center justify-between gap-3 rounded-lg border bg-background/60 px-3 py-2"
          >
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{item.client}</p>
              <p className="truncate text-xs text-muted-foreground">
                {String(item.day).padStart(2, '0')}/{monthNumber} às {item.time} · {item.service}
              </p>
            </div>
            <Badge variant={item.variant}>{item.status}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
