import { CalendarPlusIcon, ChevronDownIcon, DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { AppointmentLocationDto } from '@core/location/appointment-location.ts';
import {
  calendarEventTitle,
  calendarLocationOf,
  calendarSiteLinks,
} from '@core/location/calendar-links.ts';

export type AddToCalendarProps = {
  manageToken: string;
  startTime: string;
  endTime: string;
  productName: string | null;
  professionalName: string;
  organizationName: string;
  location: AppointmentLocationDto | null;
  className?: string;
};

type EventFacts = Omit<AddToCalendarProps, 'manageToken' | 'className'>;

/** The event on each calendar site, with the way back to this page. */
function calendarLinks(origin: string, manageToken: string, a: EventFacts) {
  const facts = {
    title: calendarEventTitle(a),
    startTime: a.startTime,
    endTime: a.endTime,
    location: calendarLocationOf(a.location),
    details: [
      a.location ? `Local: ${a.location.summary}` : undefined,
      `Cancelar ou remarcar: ${origin}/agendamento/${manageToken}`,
    ]
      .filter(Boolean)
      .join('\n'),
  };
  return calendarSiteLinks(facts);
}

/** 'Adicionar à agenda': the calendar sites and a .ics file for any other calendar. */
export function AddToCalendar({ manageToken, className, ...a }: AddToCalendarProps) {
  // The page's origin goes into the events' details. It is read as the list opens, never while
  // rendering: the server renders this page too, and knows no origin (docs/decisions/035).
  const [origin, setOrigin] = useState<string>();
  const open = origin !== undefined;
  const listId = useId();
  const item =
    'flex min-h-11 items-center justify-center gap-2 rounded-md border px-3 text-sm font-medium transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';
  return (
    <div className={cn('grid gap-3', className)}>
      <Button
        type="button"
        variant="outline"
        size="lg"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOrigin(open ? undefined : window.location.origin)}
      >
        <CalendarPlusIcon aria-hidden="true" />
        Adicionar à agenda
        <ChevronDownIcon
          className={cn('transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </Button>
      {open && (
        <ul id={listId} aria-label="Agendas" className="grid gap-2 sm:grid-cols-2">
          {calendarLinks(origin, manageToken, a).map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noreferrer" className={item}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <a
              href={`/api/booking/manage/${manageToken}/calendar.ics`}
              download="agendamento.ics"
              className={item}
            >
              <DownloadIcon className="size-4" aria-hidden="true" />
              Baixar arquivo .ics
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
