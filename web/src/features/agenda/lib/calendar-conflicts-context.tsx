import { createContext, use } from 'react';

/** Ids of the shown appointments that overlap a busy time in their professional's outside calendar. */
export const CalendarConflictsContext = createContext<ReadonlySet<string>>(new Set());

export function useCalendarConflict(appointmentId: string): boolean {
  return use(CalendarConflictsContext).has(appointmentId);
}
