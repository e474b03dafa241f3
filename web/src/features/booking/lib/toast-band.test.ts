import { describe, expect, it } from 'vitest';
import { toastBottomOffset, visibleBandOf } from './toast-band';

describe('visibleBandOf', () => {
  it("reads the band of embed.js's viewport message", () => {
    expect(visibleBandOf({ type: 'agendei:viewport', top: 120, height: 700 })).toEqual({
      top: 120,
      height: 700,
    });
  });

  it('ignores other messages and doubtful numbers', () => {
    for (const data of [
      null,
      'agendei:viewport',
      { type: 'agendei:resize', top: 0, height: 700 },
      { type: 'agendei:viewport', top: '0', height: 700 },
      { type: 'agendei:viewport', top: 0, height: Number.NaN },
      { type: 'agendei:viewport', top: -5, height: 700 },
      { type: 'agendei:viewport', top: 0, height: Infinity },
    ]) {
      expect(visibleBandOf(data), JSON.stringify(data)).toBeNull();
    }
  });
});

describe('toastBottomOffset', () => {
  it('lifts the toasts to the bottom of the screen when only the upper part is seen', () => {
    expect(toastBottomOffset({ top: 0, height: 700 }, 2400)).toBe(1700);
    expect(toastBottomOffset({ top: 900, height: 700 }, 2400)).toBe(800);
  });

  it('leaves them at the bottom when the bottom of the frame is on screen', () => {
    expect(toastBottomOffset({ top: 1700, height: 700 }, 2400)).toBe(0);
    expect(toastBottomOffset({ top: 0, height: 640 }, 640)).toBe(0);
  });

  it('keeps room for a toast when only a sliver at the top of the frame is seen', () => {
    expect(toastBottomOffset({ top: 0, height: 30 }, 2400)).toBe(2280);
    expect(toastBottomOffset({ top: 0, height: 0 }, 2400)).toBe(2280);
  });

  it('never places them outside a frame too short for a toast', () => {
    expect(toastBottomOffset({ top: 0, height: 50 }, 100)).toBe(0);
  });

  it('rounds to whole pixels', () => {
    expect(toastBottomOffset({ top: 10.4, height: 700.3 }, 2400)).toBe(1689);
  });
});
