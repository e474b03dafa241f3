import { describe, expect, it, vi } from 'vitest';
import { StreamSlots, addressKey } from './stream-slots.ts';

const noop = () => {};

describe('stream slots', () => {
  it('refuses an address past its share, then anyone once the instance is full', () => {
    const slots = new StreamSlots({ perAddress: 2, overall: 3 });
    expect(typeof slots.take('10.0.0.1', noop)).toBe('object');
    expect(typeof slots.take('10.0.0.1', noop)).toBe('object');
    expect(slots.take('10.0.0.1', noop)).toBe('address-full');
    expect(typeof slots.take('10.0.0.2', noop)).toBe('object');
    expect(slots.take('10.0.0.3', noop)).toBe('instance-full');
    // Its own share used up, an address is told so even when the instance is full too.
    expect(slots.take('10.0.0.1', noop)).toBe('address-full');
    expect(slots.size).toBe(3);
  });

  it('frees a slot exactly once, however often the stream ends', () => {
    const slots = new StreamSlots({ perAddress: 2, overall: 10 });
    const first = slots.take('10.0.0.1', noop);
    const second = slots.take('10.0.0.1', noop);
    if (typeof first === 'string' || typeof second === 'string') throw new Error('refused');
    first.release();
    first.release();
    first.release();
    expect(slots.size).toBe(1);
    expect(typeof slots.take('10.0.0.1', noop)).toBe('object');
    expect(slots.take('10.0.0.1', noop)).toBe('address-full');
    second.release();
    expect(slots.size).toBe(1);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    const slots = new StreamSlots({ perAddress: 1, overall: 10 });
    expect(typeof slots.take('2001:db8:1:2::1', noop)).toBe('object');
    expect(slots.take('2001:db8:1:2::9', noop)).toBe('address-full');
    expect(typeof slots.take('192.0.2.7', noop)).toBe('object');
    expect(slots.take('::ffff:192.0.2.7', noop)).toBe('address-full');
  });

  it('ends every open stream at shutdown, each freeing its own slot', () => {
    const slots = new StreamSlots({ perAddress: 5, overall: 5 });
    const ends = [vi.fn(), vi.fn()];
    for (const end of ends) {
      const slot = slots.take('10.0.0.1', () => {
        end();
        if (typeof slot !== 'string') slot.release();
      });
    }
    slots.closeAll();
    for (const end of ends) expect(end).toHaveBeenCalledTimes(1);
    expect(slots.size).toBe(0);
  });
});
