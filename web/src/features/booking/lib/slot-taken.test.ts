import { describe, expect, it } from 'vitest';
import type { SlotDto, SlotsDto } from '@core/schemas/appointments.ts';
import { slotWasTaken } from './slot-taken';

const slot = (time: string): SlotDto => ({
  start: `2026-11-25T${time}:00.000Z`,
  end: `2026-11-25T${time}:59.000Z`,
  date: '2026-11-25',
  time,
  remaining: 1,
});
const chosen = slot('11:00');
const freshWith = (...slots: SlotDto[]): SlotsDto => ({
  professionalId: 'p',
  timeZone: 'America/Sao_Paulo',
  timezone: 'America/Sao_Paulo',
  from: '2026-11-24',
  to: '2026-11-30',
  slots,
});
const none = new Set<string>();

describe('slotWasTaken', () => {
  it('says a chosen time that someone else booked was taken', () => {
    const fresh = freshWith(slot('12:00'));
    expect(slotWasTaken({ chosen, fresh, fetching: false, ownStarts: none })).toBe(true);
  });

  it('never calls the client’s own new booking taken', () => {
    const fresh = freshWith(slot('12:00'));
    const ownStarts = new Set([chosen.start]);
    expect(slotWasTaken({ chosen, fresh, fetching: false, ownStarts })).toBe(false);
  });

  it('still sees another time of the same client taken by someone else', () => {
    const fresh = freshWith(slot('12:00'));
    const ownStarts = new Set([slot('10:00').start]);
    expect(slotWasTaken({ chosen, fresh, fetching: false, ownStarts })).toBe(true);
  });

  it('waits for a running fetch and ignores slots of other months', () => {
    const fresh = freshWith();
    expect(slotWasTaken({ chosen, fresh, fetching: true, ownStarts: none })).toBe(false);
    const otherMonth = { ...fresh, from: '2026-12-01', to: '2026-12-31' };
    expect(slotWasTaken({ chosen, fresh: otherMonth, fetching: false, ownStarts: none })).toBe(
      false,
    );
  });

  it('keeps a time that is still offered', () => {
    const fresh = freshWith(chosen);
    expect(slotWasTaken({ chosen, fresh, fetching: false, ownStarts: none })).toBe(false);
  });
});
