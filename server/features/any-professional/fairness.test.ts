import { describe, expect, it } from 'vitest';
import { fairOrder } from './fairness.ts';

describe('the fair order of "any professional" (decision 073)', () => {
  it('puts the fewest bookings first, then the longest idle (never booked first), then the id', () => {
    const order = fairOrder([
      { id: 'c', bookings: 2, lastBookedAt: 0 },
      { id: 'b', bookings: 1, lastBookedAt: 2_000 },
      { id: 'a', bookings: 1, lastBookedAt: 1_000 },
      { id: 'e', bookings: 1, lastBookedAt: 0 },
      { id: 'd', bookings: 1, lastBookedAt: 0 },
    ]);
    expect(order).toEqual(['d', 'e', 'a', 'b', 'c']);
  });
});
