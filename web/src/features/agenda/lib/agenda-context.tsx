import type { FetchQueryOptions } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import type { AvailabilityDto } from '@core/schemas/availability.ts';
import type { AgendaScope, AppointmentsRange } from '../api/list-appointments';
import type { AgendaProfessional } from './appointment-display';
import type { AgendaDialogs } from './use-agenda-dialogs';
import type { MoveKind } from './use-appointment-move';

/** What every part of one agenda needs to know. */
export type AgendaSettings = {
  scope: AgendaScope;
  /** The wall clock the agenda shows (the signed-in user's time zone). */
  zone: string;
  /** The admin's team, for colours, names and the professional choice; absent when personal. */
  professionals?: readonly AgendaProfessional[];
  dialogs: AgendaDialogs;
  /**
   * Moves an appointment at once, asking nothing: drops and the 'Mover' dialog go through
   * useGuardedMove, which asks first about the past and after-hours.
   */
  move: (appointmentId: string, start: Date, how?: MoveKind) => Promise<void>;
  /**
   * A professional's weekly windows (their own without `userId`), asked before a move; the page
   * gives the availability's query, so the agenda reads the cache the availability screen fills.
   */
  windowsQuery: (
    userId?: string,
  ) => FetchQueryOptions<AvailabilityDto[], Error, AvailabilityDto[], string[]>;
  /**
   * A hook: the ids of the shown appointments that clash with their professional's outside
   * calendar. `shown` (ids and times of what is on screen) is part of its key, so a move asks
   * again. The page gives it, from the calendar's feature.
   */
  useConflictIds: (range: AppointmentsRange, shown: string) => ReadonlySet<string>;
};

const AgendaContext = createContext<AgendaSettings | null>(null);

export function AgendaProvider({
  value,
  children,
}: {
  value: AgendaSettings;
  children: ReactNode;
}) {
  return <AgendaContext value={value}>{children}</AgendaContext>;
}

export function useAgenda(): AgendaSettings {
  const agenda = use(AgendaContext);
  if (!agenda) throw new Error('useAgenda must be used inside <AgendaProvider>');
  return agenda;
}
