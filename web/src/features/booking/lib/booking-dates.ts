import { localDateIn } from '@core/scheduling/format-instant.ts';
import { type LocalDate, addDays, weekdayOf } from '@core/scheduling/local-date.ts';

/** A calendar month 'yyyy-MM'. */
export type Month = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date in a time zone (the professional's: their days are the ones offered). */
export function todayIn(timeZone: string): LocalDate {
  return localDateIn(Date.now(), timeZone);
}

let visitorZone: string | undefined;

/** The visitor's time zone, read once (it does not change while the page is open). */
export function browserTimeZone(): string {
  visitorZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return visitorZone;
}

export const monthOf = (date: LocalDate): Month => date.slice(0, 7);

export function addMonths(month: Month, months: number): Month {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** Months from a to b (b - a). */
export function monthsBetween(a: Month, b: Month): number {
  const index = (month: Month) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(b) - index(a);
}

/** The days of a month, with how many blank cells come first in a week starting on Sunday. */
export function monthDays(month: Month): { leadingBlanks: number; days: LocalDate[] } {
  const first = `${month}-01`;
  const count = new Date(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0),
  ).getUTCDate();
  return {
    leadingBlanks: weekdayOf(first),
    days: Array.from({ length: count }, (_, i) => addDays(first, i)),
  };
}

/** The days of a month still to come: from today (or the 1st) to the last day. */
export function monthRange(month: Month, today: LocalDate): { from: LocalDate; to: LocalDate } {
  const { days } = monthDays(month);
  const first = days[0]!;
  return { from: first < today ? today : first, to: days.at(-1)! };
}

const utcNoon = (date: LocalDate) => new Date(`${date}T12:00:00Z`);
const monthLabel = new Intl.DateTimeFormat('pt-BR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Novembro de 2026'. */
export const formatMonth = (month: Month) => capitalize(monthLabel.format(utcNoon(`${month}-01`)));

/** 'segunda-feira, 23 de novembro de 2026'. */
export const formatLongDate = (date: LocalDate) => longDate.format(utcNoon(date));

/** 'dd/MM/yyyy' (SPEC §1). */
export const formatDate = (date: LocalDate) =>
  `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** 'HH:MM' of an instant in a time zone. */
export function formatTimeIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(instant),
  );
}

/** A zone's pt-BR name ('Horário Padrão de Brasília'), or its id when the browser has none. */
export function zoneName(timeZone: string): string {
  const format = new Intl.DateTimeFormat('pt-BR', { timeZone, timeZoneName: 'longGeneric' });
  const name = format.formatToParts(new Date()).find((part) => part.type === 'timeZoneName');
  return name?.value ?? timeZone.replaceAll('_', ' ');
}

/** Whole minutes between two instants. */
export const minutesBetween = (start: string, end: string) =>
  Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

/** '45 min', '1 h', '1 h 30 min'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
