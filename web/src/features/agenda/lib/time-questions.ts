import type { TZDate } from '@date-fns/tz';
import { agendaMessages as text } from './agenda-messages';
import { fullDayAndTime } from './calendar-dates';
import {
  type ScheduleWarning,
  scheduleWarnings,
} from '../../../../../core/scheduling/schedule-warnings.ts';
import { warningText } from './schedule-warnings';

/** 'Mover para domingo, 22/11/2026 às 09:00? Este horário já passou.' (`start` on the agenda's clock). */
export const moveQuestion = (start: TZDate, warnings: readonly ScheduleWarning[], owner?: string) =>
  text.moveQuestion(fullDayAndTime(start), warningText(warnings, owner));

/**
 * What the create/edit form asks before saving a time already past (a slip of the date or the
 * hour), or undefined. An edit that keeps its time is not asked about.
 */
export function formTimeQuestion(
  start: TZDate,
  { editingStart, now }: { editingStart?: string; now: number },
): string | undefined {
  if (editingStart !== undefined && Date.parse(editingStart) === start.getTime()) return undefined;
  const warnings = scheduleWarnings({ start, end: start, now });
  if (warnings.length === 0) return undefined;
  return editingStart === undefined
    ? text.createQuestion(fullDayAndTime(start), warningText(warnings))
    : moveQuestion(start, warnings);
}
