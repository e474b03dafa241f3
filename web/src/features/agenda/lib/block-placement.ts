import { type AppointmentDto, NO_CALENDAR_EVENT } from '@core/schemas/appointments.ts';
import type { BlockDto } from '@core/schemas/blocks.ts';
import { inZone } from './calendar-dates';
import type { Placed } from './time-grid-layout';

/**
 * A block placed on the grid as an entry of its own: the layout treats it as an appointment of
 * its professional (it takes their time), the entry draws it as a block (block-entry.tsx).
 */
export function placeBlock(block: BlockDto, zone: string): Placed {
  const appointment: AppointmentDto = {
    id: block.id,
    userId: block.userId,
    clientName: block.title,
    clientEmail: '',
    clientPhone: null,
    notes: block.notes,
    startTime: block.startTime,
    endTime: block.endTime,
    productId: null,
    productName: null,
    color: null,
    source: 'block',
    ...NO_CALENDAR_EVENT,
    location: null,
    paymentStatus: null,
    status: 'scheduled',
    paymentAmount: null,
    clientAnonymized: false,
    createdAt: block.createdAt,
  };
  return {
    appointment,
    block,
    start: inZone(block.startTime, zone),
    end: inZone(block.endTime, zone),
  };
}

/** Appointments and blocks together, in start order (the layout's order). */
export function withBlocks(placed: Placed[], blocks: readonly BlockDto[], zone: string): Placed[] {
  if (blocks.length === 0) return placed;
  return [...placed, ...blocks.map((block) => placeBlock(block, zone))].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime(),
  );
}
