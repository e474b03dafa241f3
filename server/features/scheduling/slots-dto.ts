import type { SlotsDto } from '@core/schemas/appointments.ts';
import type { LocalDate } from '@core/scheduling/local-date.ts';
import type { Slot } from '@core/scheduling/slots.ts';
import type { ScheduleSnapshot } from './schedule-snapshot.ts';

/** The slot list the API answers with: instants in ISO, the local date and time, seats left. */
export function toSlotsDto(
  snapshot: ScheduleSnapshot,
  range: { from: LocalDate; to: LocalDate },
  slots: Slot[],
): SlotsDto {
  return {
    professionalId: snapshot.professional.id,
    timeZone: snapshot.professional.timezone,
    timezone: snapshot.professional.timezone,
    from: range.from,
    to: range.to,
    slots: slots.map(toSlotDto),
  };
}

/** One slot as the API answers it. */
export function toSlotDto(slot: Slot): SlotsDto['slots'][number] {
  return {
    start: new Date(slot.start).toISOString(),
    end: new Date(slot.end).toISOString(),
    date: slot.date,
    time: slot.time,
    remaining: slot.capacity - slot.taken,
  };
}
