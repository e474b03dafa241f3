import type { calendar_v3 } from '@googleapis/calendar';

/** The UUID whose 32 hex digits an event id we chose carries. */
export const dashedUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** Our appointment id behind a Google event: the private property, else the id we chose. */
export function appointmentIdOf(event: calendar_v3.Schema$Event): string | null {
  const own = event.extendedProperties?.private?.agendeiAppointmentId;
  if (own) return own;
  const id = event.id ?? '';
  return /^[0-9a-f]{32}$/.test(id) ? dashedUuid(id) : null;
}
