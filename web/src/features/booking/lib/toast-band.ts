// Embedded on an office's website, the iframe is as tall as the booking page, often taller than
// the visitor's screen: /embed.js tells the page which band of it the visitor sees, and the
// toasts show at the bottom of that band instead of the bottom of the whole iframe.

/** The part of the iframe on the visitor's screen, in the iframe's own pixels. */
export type VisibleBand = { top: number; height: number };

/** Room a toast needs above the frame's top when only a sliver of the frame is on screen. */
const TOAST_ROOM_PX = 120;

const isLength = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The band of an `agendei:viewport` message, or null for any other message. */
export function visibleBandOf(data: unknown): VisibleBand | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, top, height } = data as Record<string, unknown>;
  if (type !== 'agendei:viewport' || !isLength(top) || !isLength(height)) return null;
  return { top, height };
}

/**
 * How far above the iframe's bottom the toasts sit so that they end where the visitor's screen
 * ends; never below the frame, and never so high that a toast would leave it through the top.
 */
export function toastBottomOffset(band: VisibleBand, frameHeight: number): number {
  const below = frameHeight - (band.top + band.height);
  return Math.round(Math.max(0, Math.min(below, frameHeight - TOAST_ROOM_PX)));
}
