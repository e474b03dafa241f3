import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
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
   * it (a disabled button would drop the focus). A day tapped meanwhile is chosen once its times
   * are here, if it has any.
   */
  loading?: boolean;
  /** Holidays that close the agenda: date → pt-BR name, shown greyed out with the name. */
  holidays?: ReadonlyMap<string, string>;
  /** Days off (the professional's or the office's, decision 069): date → name, shown like holidays. */
  daysOff?: ReadonlyMap<string, string>;
  /** Open days without a free time whose waitlist can be joined (issue 36): they can be chosen. */
  fullDates?: ReadonlySet<string>;
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
  const chooseWhenLoaded = useChoiceWhileLoading(props);
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
          const dayOff = props.daysOff?.get(date);
          const holiday = dayOff === undefined ? props.holidays?.get(date) : undefined;
          const closed = dayOff !== undefined || holiday !== undefined;
          // A coming day that no holiday or day off closes: its free times decide, once here.
          const open = date >= today && !closed;
          const pending = open && Boolean(props.loading);
          const available = open && !pending && availableDates.has(date);
          const full = open && !pending && !available && Boolean(props.fullDates?.has(date));
          const selected = date === selectedDate;
          return (
            <button
              key={date}
              type="button"
              disabled={!available && !pending && !full}
              aria-disabled={pending || undefined}
              aria-pressed={selected}
              aria-label={`${formatLongDate(date)}${dayNote({ holiday, dayOff, pending, available, full })}`}
              title={closedTitle(holiday, dayOff)}
              aria-current={date === today ? 'date' : undefined}
              onClick={() => {
                if (available || full) props.onSelectDate(date);
                else if (pending) chooseWhenLoaded(date);
              }}
              className={cn(
                'relative flex h-11 items-center justify-center rounded-md text-sm tabular-nums transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:h-12',
                available
                  ? 'bg-primary/10 font-semibold text-primary hover:ring-2 hover:ring-primary/40 dark:bg-primary/15'
                  : 'text-muted-foreground/60',
                full && 'border border-dashed border-muted-foreground/50 text-muted-foreground',
                closed &&
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
      <MonthHolidays days={days} holidays={props.holidays} daysOff={props.daysOff} />
    </div>
  );
}

/**
 * A day tapped while the month's times load (a person picks the service, then at once the day):
 * chosen once they are here if it has a free time, else forgotten, as a tap on a full day is.
 */
function useChoiceWhileLoading(props: MonthCalendarProps) {
  const { loading, availableDates, month, onSelectDate } = props;
  const [wanted, setWanted] = useState<string>();
  useEffect(() => {
    if (loading || wanted === undefined) return;
    setWanted(undefined);
    if (wanted.startsWith(month) && availableDates.has(wanted)) onSelectDate(wanted);
  }, [loading, wanted, month, availableDates, onSelectDate]);
  return setWanted;
}

const closedTitle = (holiday?: string, dayOff?: string) =>
  dayOff !== undefined
    ? `Sem atendimento: ${dayOff}`
    : holiday !== undefined
      ? `Feriado: ${holiday}`
      : undefined;

/** What a day's name adds for a screen reader: why it cannot be chosen, when it cannot. */
function dayNote(day: {
  holiday?: string;
  dayOff?: string;
  pending: boolean;
  available: boolean;
  full?: boolean;
}): string {
  if (day.dayOff !== undefined) return `, sem atendimento: ${day.dayOff}`;
  if (day.holiday) return `, feriado: ${day.holiday}`;
  if (day.pending) return ', carregando horários';
  if (day.full) return ', lotado: lista de espera';
  return day.available ? '' : ', sem horários';
}

const dayOf = (date: string) => Number(date.slice(8, 10));

/** Consecutive days of one name as '22 a 31 (Férias)' (the days are one month's, in order). */
function namedRuns(dates: readonly string[], names: ReadonlyMap<string, string>): string {
  const runs: { first: string; last: string; name: string }[] = [];
  for (const date of dates) {
    const name = names.get(date)!;
    const run = runs.at(-1);
    if (run && run.name === name && dayOf(run.last) === dayOf(date) - 1) run.last = date;
    else runs.push({ first: date, last: date, name });
  }
  return runs
    .map(({ first, last, name }) =>
      first === last ? `${dayOf(first)} (${name})` : `${dayOf(first)} a ${dayOf(last)} (${name})`,
    )
    .join(', ');
}

/** The month's holidays and days off in words, under the grid (a tooltip is out of reach on a phone). */
function MonthHolidays(props: {
  days: string[];
  holidays?: ReadonlyMap<string, string>;
  daysOff?: ReadonlyMap<string, string>;
}) {
  const daysOff = props.days.filter((date) => props.daysOff?.has(date));
  const holidays = props.days.filter(
    (date) => props.holidays?.has(date) && !props.daysOff?.has(date),
  );
  if (holidays.length === 0 && daysOff.length === 0) return null;
  return (
    <div className="mt-3 grid gap-1 text-xs text-muted-foreground">
      {holidays.length > 0 && (
        <p>
          Feriados, sem atendimento:{' '}
          {holidays
            .map((date) => `${Number(date.slice(8, 10))} (${props.holidays!.get(date)})`)
            .join(', ')}
        </p>
      )}
      {daysOff.length > 0 && <p>Sem atendimento: {namedRuns(daysOff, props.daysOff!)}</p>}
    </div>
  );
}
