import { useSession } from '@/lib/session';
import { DEFAULT_TIMEZONE } from '@core/constants.ts';

/** The signed-in user's time zone: the agenda shows their wall clock, not the machine's. */
export function useAgendaZone(): string {
  return useSession().user?.timezone ?? DEFAULT_TIMEZONE;
}
