import type { TZDate } from '@date-fns/tz';
import { agendaMessages as text } from './agenda-messages';
import { fullDayAndTime } from './calendar-dates';
import { needsAsking, type TimeWarnings, warningText } from './schedule-warnings';

/** 'Mover para domingo, 22/11/2026 às 09:00? Este horário já passou.' (`start` on the agenda's clock). */
export const moveQuestion = (start: TZDate, found: TimeWarnings, owner?: string) =>
  text.moveQuestion(fullDayAndTime(start), warningText(found, owner));

/**
 * What the create/edit form asks before saving a time that needs a second look (already past,
 * outside the professional's hours, a holiday), or undefined. An edit that keeps its time is not
 * asked about.
 */
export function formTimeQuestion(
  start: TZDate,
  found: TimeWarnings,
  { editingStart, owner }: { editingStart?: string; owner?: string } = {},
): string | undefined {
  if (editingStart !== undefined && Date.parse(editingStart) === start.getTime()) return undefined;
  if (!needsAsking(found)) return undefined;
  return editingStart === undefined
    ? text.createQuestion(fullDayAndTime(start), warningText(found, owner))
    : moveQuestion(start, found, owner);
}
