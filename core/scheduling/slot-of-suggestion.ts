import type { SlotDto } from '../schemas/appointments.ts';
import type { ZonedSlotDto } from '../schemas/zoned-slot.ts';

// Its own module: the public booking page reads suggestions and must stay light (no zone maths).
/** A suggestion as the booking screens' slot (date and time on the suggestion's own clock). */
export function slotOfSuggestion(suggestion: ZonedSlotDto): SlotDto {
  return {
    start: suggestion.startUtc,
    end: suggestion.endUtc,
    date: suggestion.startLocal.slice(0, 10),
    time: suggestion.startLocal.slice(11, 16),
    remaining: suggestion.remaining,
  };
}
