import type { calendar_v3 } from '@googleapis/calendar';
import { dashedUuid } from './appointment-id-of.ts';

/** Before a block's UUID in its event's id: base32hex, and never taken for an appointment's. */
const BLOCK_PREFIX = 'bloq';

/**
 * The id of a block's event (decision 076): chosen by us like an appointment's, so a retry finds
 * it, and prefixed so that it is never read as an appointment's.
 */
export const googleBlockEventIdFor = (blockId: string) =>
  `${BLOCK_PREFIX}${blockId.replaceAll('-', '')}`;

/** Our block id behind a Google event: the private property, else the id we chose. */
export function blockIdOf(event: calendar_v3.Schema$Event): string | null {
  const own = event.extendedProperties?.private?.agendeiBlockId;
  if (own) return own;
  const hex = /^bloq([0-9a-f]{32})$/.exec(event.id ?? '')?.[1];
  return hex ? dashedUuid(hex) : null;
}
