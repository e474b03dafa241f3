import type { ScheduleWarning } from '../../../../../core/scheduling/schedule-warnings.ts';

/** The reasons in a sentence; `owner` names the professional (absent on one's own agenda). */
export function warningText(warnings: readonly ScheduleWarning[], owner?: string): string {
  const hours = owner ? `do horário de atendimento de ${owner}` : 'do seu horário de atendimento';
  const past = warnings.includes('past');
  if (past && warnings.includes('outside-hours')) {
    return `Este horário já passou e fica fora ${hours}.`;
  }
  return past ? 'Este horário já passou.' : `Fica fora ${hours}.`;
}
