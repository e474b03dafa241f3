import { TZDate } from '@date-fns/tz';
import { DEFAULT_TIMEZONE } from '../constants.ts';

const zoned = (instant: string | number, timeZone: string) =>
  new TZDate(typeof instant === 'string' ? Date.parse(instant) : instant, timeZone);

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** One formatter per zone: building an Intl formatter costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

type Parts = Record<'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute', string>;

/** An instant's date, time and weekday as read on a clock in a zone, written out in pt-BR. */
function partsIn(instant: string | number, timeZone: string): Parts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      weekday: 'long',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const at = typeof instant === 'string' ? Date.parse(instant) : instant;
  const parts = {} as Parts;
  for (const part of formatter.formatToParts(at)) {
    if (part.type in PART_TYPES) parts[part.type as keyof Parts] = part.value;
  }
  return parts;
}

const PART_TYPES = { weekday: 1, day: 1, month: 1, year: 1, hour: 1, minute: 1 };

/** '25/11/2026 às 14:00' of an instant in a zone (SPEC §1). */
export function formatDateTimeIn(instant: string | number, timeZone: string): string {
  const { day, month, year, hour, minute } = partsIn(instant, timeZone);
  return `${day}/${month}/${year} às ${hour}:${minute}`;
}

/** 'quarta-feira, 25 de novembro de 2026' of an instant in a zone. */
export function formatLongDateIn(instant: string | number, timeZone: string): string {
  const { weekday, day, month, year } = partsIn(instant, timeZone);
  return `${weekday}, ${Number(day)} de ${MONTHS[Number(month) - 1]} de ${year}`;
}

/** '2026-11-25': the calendar date of an instant in a zone. */
export function localDateIn(instant: string | number, timeZone: string): string {
  const { day, month, year } = partsIn(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/** '25/11/2026' of an instant in a zone. */
export function formatDateIn(instant: string | number, timeZone: string): string {
  const { day, month, year } = partsIn(instant, timeZone);
  return `${day}/${month}/${year}`;
}

/** 'HH:mm' of an instant in a zone. */
export function formatTimeOfInstant(instant: string | number, timeZone: string): string {
  const { hour, minute } = partsIn(instant, timeZone);
  return `${hour}:${minute}`;
}

/** 'quarta-feira' of an instant in a zone. */
export function formatWeekdayIn(instant: string | number, timeZone: string): string {
  return partsIn(instant, timeZone).weekday;
}

function zonePart(instant: number, timeZone: string, style: 'longGeneric' | 'shortOffset') {
  const parts = new Intl.DateTimeFormat('pt-BR', { timeZone, timeZoneName: style }).formatToParts(
    instant,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value;
}

/** A zone's pt-BR name at an instant ('Horário de Brasília', 'Horário do Leste'). */
export function zoneName(instant: string | number, timeZone: string): string {
  const at = typeof instant === 'string' ? Date.parse(instant) : instant;
  return zonePart(at, timeZone, 'longGeneric') ?? timeZone;
}

/** The zone as people read it at an instant ('Horário do Leste, GMT-5'); none for Brasília time. */
export function zoneLabel(instant: string | number, timeZone: string): string | undefined {
  if (timeZone === DEFAULT_TIMEZONE) return undefined;
  const at = typeof instant === 'string' ? Date.parse(instant) : instant;
  const name = zoneName(at, timeZone);
  const offset = zonePart(at, timeZone, 'shortOffset');
  return offset ? `${name}, ${offset}` : name;
}

/** '25/11/2026 às 14:00', followed by the zone when it is not Brasília time. */
export function formatDateTimeWithZone(instant: string | number, timeZone: string): string {
  const label = zoneLabel(instant, timeZone);
  const text = formatDateTimeIn(instant, timeZone);
  return label ? `${text} (${label})` : text;
}

/** Whole calendar days from one instant's date to another's, in a zone (0 today, 1 tomorrow). */
export function calendarDaysBetween(from: number, to: number, timeZone: string): number {
  const day = (instant: number) => {
    const local = zoned(instant, timeZone);
    return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate());
  };
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** '30 minutos', '1 hora', '1 hora e 30 minutos', '1 dia', '2 dias e 3 horas'. */
export function humanizeMinutes(total: number): string {
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [
    days ? unit(days, 'dia', 'dias') : '',
    hours ? unit(hours, 'hora', 'horas') : '',
    minutes ? unit(minutes, 'minuto', 'minutos') : '',
  ].filter(Boolean);
  if (parts.length === 0) return '0 minutos';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}
