import { GlobeIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { SlotDto } from '@core/schemas/appointments.ts';
import { formatTimeIn, zoneName } from '../lib/booking-dates';

const PERIODS = [
  { label: 'Manhã', until: '12:00' },
  { label: 'Tarde', until: '18:00' },
  { label: 'Noite', until: '24:00' },
];

/** Both zones of the page: the professional's (slot times) and the visitor's (browser). */
export type Zones = { professional: string; visitor: string };

/** Which zone the times are in, and whether the visitor's own time is shown beside them. */
export function ZoneNote({ zones }: { zones: Zones }) {
  const differ = zones.professional !== zones.visitor;
  return (
    <p className="flex items-start gap-2 text-xs text-muted-foreground">
      <GlobeIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>
        Fuso horário: {zoneName(zones.professional)}.
        {differ && ` Entre parênteses, o horário no seu fuso (${zoneName(zones.visitor)}).`}
      </span>
    </p>
  );
}

type SlotButtonProps = {
  slot: SlotDto;
  zones: Zones;
  selected: boolean;
  /** Text before the time, e.g. the date of a suggestion. */
  prefix?: string;
  onSelect: (slot: SlotDto) => void;
};

/** One free time: 'HH:MM', plus the visitor's local time when their zone shows another. */
export function SlotButton({ slot, zones, selected, prefix, onSelect }: SlotButtonProps) {
  const local = formatTimeIn(slot.start, zones.visitor);
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(slot)}
      className={cn(
        'flex min-h-11 flex-col items-center justify-center rounded-md border bg-background px-2 py-1.5 text-sm font-medium tabular-nums transition-colors outline-none hover:border-primary hover:bg-primary/10 focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/20',
        selected &&
          'border-primary bg-primary text-primary-foreground hover:bg-primary dark:bg-primary',
      )}
    >
      <span>
        {prefix}
        {slot.time}
      </span>
      {local !== slot.time && (
        <span className={cn('text-xs font-normal', !selected && 'text-muted-foreground')}>
          ({local})
        </span>
      )}
    </button>
  );
}

type TimeSlotsProps = {
  slots: SlotDto[];
  zones: Zones;
  selected?: SlotDto;
  onSelect: (slot: SlotDto) => void;
};

/** The free times of the chosen day, grouped into morning, afternoon and evening. */
export function TimeSlots({ slots, zones, selected, onSelect }: TimeSlotsProps) {
  let from = '00:00';
  const groups = PERIODS.map((period) => {
    const items = slots.filter((slot) => slot.time >= from && slot.time < period.until);
    from = period.until;
    return { ...period, items };
  }).filter((group) => group.items.length);

  return (
    <div className="grid gap-4">
      {groups.map((group) => (
        <div key={group.label} role="group" aria-label={group.label} className="grid gap-2">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {group.label}
          </p>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-3 xl:grid-cols-4">
            {group.items.map((slot) => (
              <SlotButton
                key={slot.start}
                slot={slot}
                zones={zones}
                selected={slot.start === selected?.start}
                onSelect={onSelect}
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
