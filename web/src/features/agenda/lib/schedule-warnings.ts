import type { ScheduleWarning } from '@core/scheduling/schedule-warnings.ts';

/**
 * What needs a second look about a time on the agenda: the shared warnings (past, outside the
 * professional's hours, which a lunch break between two windows is) and the holiday or day off
 * (decision 069) it falls on.
 */
export type TimeWarnings = {
  warnings: readonly ScheduleWarning[];
  holiday?: string;
  dayOff?: string;
};

/** Whether the time is asked about before it is saved. */
export const needsAsking = ({ warnings, holiday, dayOff }: TimeWarnings) =>
  warnings.length > 0 || holiday !== undefined || dayOff !== undefined;

/** The reasons in a sentence; `owner` names the professional (absent on one's own agenda). */
export function warningText({ warnings, holiday, dayOff }: TimeWarnings, owner?: string): string {
  const hours = owner ? `do horário de atendimento de ${owner}` : 'do seu horário de atendimento';
  const reasons = [
    warnings.includes('past') && 'este horário já passou',
    warnings.includes('outside-hours') && `fica fora ${hours}`,
    dayOff !== undefined
      ? `é dia sem atendimento (${dayOff})`
      : holiday !== undefined && `é feriado (${holiday})`,
  ].filter((reason) => typeof reason === 'string');
  const sentence =
    reasons.length > 1
      ? `${reasons.slice(0, -1).join(', ')} e ${reasons.at(-1)}`
      : (reasons[0] ?? '');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
