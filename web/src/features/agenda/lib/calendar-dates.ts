import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  set,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { isLocalDate } from '@core/scheduling/local-date.ts';

export type CalendarView = 'month' | 'week' | 'day';

/** pt-BR weeks start on Sunday (SPEC §1). */
const week = { weekStartsOn: 0 } as const;

export const nowIn = (zone: string) => TZDate.tz(zone);

/** An instant (ISO text, epoch or Date) on the zone's wall clock. */
export const inZone = (instant: string | number | Date, zone: string) =>
  new TZDate(new Date(instant).getTime(), zone);

/** The same day at a wall-clock time. */
export const atTime = <Day extends Date>(day: Day, hours: number, minutes = 0): Day =>
  set(day, { hours, minutes, seconds: 0, milliseconds: 0 }) as Day;

/** A 'DD/MM/AAAA' date and 'HH:MM' time typed in a form, as an instant of the zone. */
export function fromTypedDateTime(date: string, time: string, zone: string): TZDate | undefined {
  const day = typedDateParts(date);
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!day || !clock) return undefined;
  const [d, m, y] = day;
  return new TZDate(y, m - 1, d, Number(clock[1]), Number(clock[2]), zone);
}

/** Day, month and year of a real 'DD/MM/AAAA' date (31/02 is not one), or undefined. */
export function typedDateParts(date: string): [number, number, number] | undefined {
  const day = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  if (!day || !isLocalDate(`${day[3]}-${day[2]}-${day[1]}`)) return undefined;
  return [Number(day[1]), Number(day[2]), Number(day[3])];
}

export const timeLabel = (date: Date) => format(date, 'HH:mm');
export const shortDate = (date: Date) => format(date, 'dd/MM/yyyy');
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
/** 'terça-feira, 24/11 às 10:30': the day and time a toast names. */
export const dayAndTime = (date: Date) => format(date, "EEEE, dd/MM 'às' HH:mm", { locale: ptBR });
/** 'domingo, 22/11/2026 às 09:00': the moment a confirmation asks about. */
export const fullDayAndTime = (date: Date) =>
  format(date, "EEEE, dd/MM/yyyy 'às' HH:mm", { locale: ptBR });
/** 'sábado, 21 de novembro' (capitalize it at the start of a sentence). */
export const longDate = (date: Date) => format(date, "EEEE, d 'de' MMMM", { locale: ptBR });

export const hourRange = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index);

/** The days a view shows: a month as whole weeks, a week, or one day. */
export function viewDays(view: CalendarView, date: TZDate): TZDate[] {
  const first =
    view === 'month'
      ? startOfWeek(startOfMonth(date), week)
      : view === 'week'
        ? startOfWeek(date, week)
        : startOfDay(date);
  const last =
    view === 'month'
      ? endOfWeek(endOfMonth(date), week)
      : view === 'week'
        ? addDays(first, 6)
        : first;
  const days: TZDate[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(startOfDay(day));
  return days;
}

/** The instants a view covers, to ask the server for nothing more. */
export function viewRange(view: CalendarView, date: TZDate) {
  const days = viewDays(view, date);
  return { from: days[0]!, to: addDays(days.at(-1)!, 1) };
}

export function shiftDate(view: CalendarView, date: TZDate, step: 1 | -1): TZDate {
  if (view === 'month') return addMonths(date, step);
  if (view === 'week') return addWeeks(date, step);
  return addDays(date, step);
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The toolbar title: 'Novembro de 2026', '15 – 21 de nov. de 2026' or 'Sábado, 21 de novembro'. */
export function viewTitle(view: CalendarView, date: TZDate): string {
  if (view === 'month') return capitalize(format(date, "MMMM 'de' yyyy", { locale: ptBR }));
  if (view === 'day')
    return capitalize(format(date, "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR }));
  const [first, last] = [startOfWeek(date, week), endOfWeek(date, week)];
  const start = isSameMonth(first, last)
    ? format(first, 'd')
    : format(first, 'd MMM', { locale: ptBR });
  return `${start} – ${format(last, "d 'de' MMM 'de' yyyy", { locale: ptBR })}`;
}

export const weekdayShort = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
