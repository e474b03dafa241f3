import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { viewTitle, type CalendarView } from '../lib/calendar-dates';
import type { CalendarState } from '../lib/use-calendar-state';

const views: Array<{ value: CalendarView; label: string }> = [
  { value: 'month', label: 'Mês' },
  { value: 'week', label: 'Semana' },
  { value: 'day', label: 'Dia' },
];

type CalendarToolbarProps = {
  calendar: CalendarState;
  /** Filters and buttons shown before the view switch. */
  actions?: ReactNode;
};

/** Previous/next, the date label (back to today) and the Mês / Semana / Dia switch. */
export function CalendarToolbar({ calendar, actions }: CalendarToolbarProps) {
  const { view, setView, date, goToday, shift } = calendar;
  return (
    <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap sm:items-center sm:gap-x-3">
      <div className="flex min-w-0 items-center gap-1 sm:mr-auto">
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label="Anterior"
          title="Anterior"
          onClick={() => shift(-1)}
        >
          <ChevronLeftIcon />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label="Próximo"
          title="Próximo"
          onClick={() => shift(1)}
        >
          <ChevronRightIcon />
        </Button>
        <Button
          variant="ghost"
          onClick={goToday}
          title="Voltar para hoje"
          className="min-w-0 shrink px-2 text-base font-semibold max-sm:h-auto max-sm:min-h-9 max-sm:py-1 max-sm:text-left max-sm:whitespace-normal sm:text-lg"
        >
          {/* On phones a long date ('Terça-feira, 24 de novembro de 2026') wraps instead of being cut. */}
          <span className="min-w-0 max-sm:text-balance sm:truncate" data-calendar-title>
            {viewTitle(view, date)}
          </span>
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        <div
          role="group"
          aria-label="Visualização"
          className="inline-flex rounded-md border bg-muted/50 p-0.5"
        >
          {views.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={view === option.value}
              onClick={() => setView(option.value)}
              className={cn(
                'h-8 rounded-sm px-3 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                view === option.value &&
                  'bg-background text-foreground shadow-sm dark:bg-accent dark:text-accent-foreground',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
