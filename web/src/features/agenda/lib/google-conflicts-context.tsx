import { createContext, use } from 'react';

/** Ids of the shown appointments that overlap a busy time in their professional's Google Calendar. */
export const GoogleConflictsContext = createContext<ReadonlySet<string>>(new Set());

export function useGoogleConflict(appointmentId: string): boolean {
  return use(GoogleConflictsContext).has(appointmentId);
}
