import type { TZDate } from '@date-fns/tz';
import { agendaMessages as text } from './agenda-messages';
import { fullDayAndTime, inZone, shortDate, timeLabel } from './calendar-dates';
import { needsAsking, type TimeWarnings, warningText } from './schedule-warnings';
import type { TimeAskedAbout } from './times-asked-about';

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

/**
 * What is asked before creating a series, or moving an occurrence and the following ones: every
 * occurrence whose time needs a second look, by its date ('dd/MM/yyyy HH:mm' on the agenda's
 * clock) and why; undefined when none does.
 */
export function seriesTimeQuestion(
  asked: TimeAskedAbout[],
  zone: string,
  { owner, moving = false }: { owner?: string; moving?: boolean } = {},
): string | undefined {
  const flagged = asked.filter(({ found }) => needsAsking(found));
  if (flagged.length === 0) return undefined;
  const dates = flagged.map(({ start, found }) => {
    const local = inZone(start, zone);
    return `${shortDate(local)} ${timeLabel(local)}: ${warningText(found, owner)}`;
  });
  return (moving ? text.moveSeriesQuestion : text.createSeriesQuestion)(dates);
}
