import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { type Month, formatLongDate, formatMonth, monthDays } from '../lib/booking-dates';

const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

type MonthCalendarProps = {
  month: Month;
  /** Today in the professional's zone: earlier days are past. */
  today: string;
  /** Days with at least one free slot. */
  availableDates: ReadonlySet<string>;
  /**
   * The month's free times are loading (another service or month was chosen): its coming days
   * cannot be chosen yet but stay in the Tab order, so a keyboard user who moved on to a day keeps
   * it (a disabled button would drop the focus), and it answers Enter once its times are here.
   */
  loading?: boolean;
  /** Holidays that close the agenda: date → pt-BR name, shown greyed out with the name. */
  holidays?: ReadonlyMap<string, string>;
  selectedDate?: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonthChange: (step: -1 | 1) => void;
  onSelectDate: (date: string) => void;
};

/** A month, week starting on Sunday; only days with a free slot can be chosen. */
export function MonthCalendar(props: MonthCalendarProps) {
  const { month, today, availableDates, selectedDate } = props;
  const { leadingBlanks, days } = monthDays(month);
  const monthButton = (step: -1 | 1) => (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={step < 0 ? 'Mês anterior' : 'Próximo mês'}
      disabled={step < 0 ? !props.canGoBack : !props.canGoForward}
      onClick={() => props.onMonthChange(step)}
    >
      {step < 0 ? <ChevronLeftIcon className="size-5" /> : <ChevronRightIcon className="size-5" />}
    </Button>
  );
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        {monthButton(-1)}
        <h3 className="text-base font-semibold" aria-live="polite">
          {formatMonth(month)}
        </h3>
        {monthButton(1)}
      </div>
      <div className="grid grid-cols-7 gap-1 text-center" aria-busy={props.loading || undefined}>
        {WEEKDAYS.map((weekday) => (
          <span key={weekday} className="pb-1 text-xs font-medium text-muted-foreground">
            {weekday}
          </span>
        ))}
        {Array.from({ length: leadingBlanks }, (_, i) => (
          <span key={`blank-${i}`} aria-hidden="true" />
        ))}
        {days.map((date) => {
          const holiday = props.holidays?.get(date);
          // A coming day that no holiday closes: its free times decide, once they are here.
          const open = date >= today && !holiday;
          const pending = open && Boolean(props.loading);
          const available = open && !pending && availableDates.has(date);
          const selected = date === selectedDate;
          return (
            <button
              key={date}
              type="button"
              disabled={!available && !pending}
              aria-disabled={pending || undefined}
              aria-pressed={selected}
              aria-label={`${formatLongDate(date)}${dayNote({ holiday, pending, available })}`}
              title={holiday ? `Feriado: ${holiday}` : undefined}
              aria-current={date === today ? 'date' : undefined}
              onClick={() => available && props.onSelectDate(date)}
              className={cn(
                'relative flex h-11 items-center justify-center rounded-md text-sm tabular-nums transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:h-12',
                available
                  ? 'bg-primary/10 font-semibold text-primary hover:ring-2 hover:ring-primary/40 dark:bg-primary/15'
                  : 'text-muted-foreground/60',
                holiday &&
                  'bg-muted text-muted-foreground line-through decoration-muted-foreground/60 disabled:cursor-help',
                selected && 'bg-primary text-primary-foreground hover:bg-primary dark:bg-primary',
                date === today &&
                  'after:absolute after:bottom-1.5 after:size-1 after:rounded-full after:bg-current',
              )}
            >
              {Number(date.slice(8, 10))}
            </button>
          );
        })}
      </div>
      <MonthHolidays days={days} holidays={props.holidays} />
    </div>
  );
}

/** What a day's name adds for a screen reader: why it cannot be chosen, when it cannot. */
function dayNote(day: { holiday?: string; pending: boolean; available: boolean }): string {
  if (day.holiday) return `, feriado: ${day.holiday}`;
  if (day.pending) return ', carregando horários';
  return day.available ? '' : ', sem horários';
}

/** The month's holidays in words, under the grid (a tooltip is out of reach on a phone). */
function MonthHolidays({
  days,
  holidays,
}: {
  days: string[];
  holidays?: ReadonlyMap<string, string>;
}) {
  const shown = days.filter((date) => holidays?.has(date));
  if (shown.length === 0) return null;
  return (
    <p className="mt-3 text-xs text-muted-foreground">
      Feriados, sem atendimento:{' '}
      {shown.map((date) => `${Number(date.slice(8, 10))} (${holidays!.get(date)})`).join(', ')}
    </p>
  );
}
