import { createContext, use, type ReactNode } from 'react';
import type { AgendaScope } from '../api/list-appointments';
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
