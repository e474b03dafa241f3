import { describe, expect, it } from 'vitest';
import { slotOfSuggestion } from './slot-of-suggestion.ts';
import { zonedSlot } from './zoned-times.ts';

describe('a suggested slot', () => {
  const slot = { start: '2026-11-25T12:00:00.000Z', end: '2026-11-25T13:00:00.000Z', remaining: 2 };

  it('carries UTC, the wall clock of its zone, the zone and the seats left', () => {
    expect(zonedSlot(slot, 'America/Manaus')).toEqual({
      startUtc: '2026-11-25T12:00:00.000Z',
      endUtc: '2026-11-25T13:00:00.000Z',
      startLocal: '2026-11-25T08:00',
      endLocal: '2026-11-25T09:00',
      timeZone: 'America/Manaus',
      remaining: 2,
    });
  });

  it('becomes a booking screen slot on the same clock', () => {
    expect(slotOfSuggestion(zonedSlot(slot, 'America/Sao_Paulo'))).toEqual({
      ...slot,
      date: '2026-11-25',
      time: '09:00',
    });
  });
});
