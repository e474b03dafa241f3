import type { calendar_v3 } from '@googleapis/calendar';

/** Our appointment id behind a Google event: the private property, else the id we chose. */
export function appointmentIdOf(event: calendar_v3.Schema$Event): string | null {
  const own = event.extendedProperties?.private?.agendeiAppointmentId;
  if (own) return own;
  const id = event.id ?? '';
  if (!/^[0-9a-f]{32}$/.test(id)) return null;
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}
