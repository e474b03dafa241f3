import { InfoIcon } from 'lucide-react';
import type { SlotDto } from '@core/schemas/appointments.ts';
import { formatDate } from '../lib/booking-dates';
import { SlotButton, type Zones } from './time-slots';

type SlotSuggestionsProps = {
  suggestions: SlotDto[];
  zones: Zones;
  onSelect: (slot: SlotDto) => void;
};

/** After a refused booking (the time was taken meanwhile): the nearest free times, one tap away. */
export function SlotSuggestions({ suggestions, zones, onSelect }: SlotSuggestionsProps) {
  return (
    <div className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3 sm:p-4">
      <div className="flex items-start gap-2">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="text-sm font-medium">Horários sugeridos</p>
          <p className="text-sm text-muted-foreground">
            O horário escolhido não está mais livre. Estes são os mais próximos:
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {suggestions.map((slot) => (
          <SlotButton
            key={slot.start}
            slot={slot}
            zones={zones}
            selected={false}
            prefix={`${formatDate(slot.date).slice(0, 5)} · `}
            onSelect={onSelect}
          />
        ))}
      </div>
    </div>
  );
}
