import { CalendarClockIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SlotDto } from '@core/schemas/appointments.ts';
import { inZone, shortDate, timeLabel, weekdayShort } from '../lib/calendar-dates';

type ConflictSuggestionsProps = {
  suggestions: SlotDto[];
  zone: string;
  /** Fills the form's date and time (on the agenda's wall clock). */
  onPick: (choice: { date: string; time: string }) => void;
};

/** The free times the server offered when the chosen one was full. */
export function ConflictSuggestions({ suggestions, zone, onPick }: ConflictSuggestionsProps) {
  if (!suggestions.length) return null;
  return (
    <div
      role="group"
      aria-label="Horários sugeridos"
      className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <CalendarClockIcon className="size-4 text-primary" aria-hidden="true" />
        Horários livres mais próximos
      </p>
      <div className="flex flex-wrap gap-2">
        {suggestions.map((slot) => {
          const start = inZone(slot.start, zone);
          return (
            <Button
              key={slot.start}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onPick({ date: shortDate(start), time: timeLabel(start) })}
            >
              {weekdayShort[start.getDay()]}, {shortDate(start).slice(0, 5)} às {timeLabel(start)}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
