import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { DEFAULT_TIMEZONE } from '../constants.ts';

const zoned = (instant: string | number, timeZone: string) =>
  new TZDate(typeof instant === 'string' ? Date.parse(instant) : instant, timeZone);

/** '25/11/2026 às 14:00' of an instant in a zone (SPEC §1). */
export function formatDateTimeIn(instant: string | number, timeZone: string): string {
  return format(zoned(instant, timeZone), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR });
}

/** 'quarta-feira, 25 de novembro de 2026' of an instant in a zone. */
export function formatLongDateIn(instant: string | number, timeZone: string): string {
  return format(zoned(instant, timeZone), "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR });
}

/** '25/11/2026' of an instant in a zone. */
export function formatDateIn(instant: string | number, timeZone: string): string {
  return format(zoned(instant, timeZone), 'dd/MM/yyyy', { locale: ptBR });
}

/** 'HH:mm' of an instant in a zone. */
export function formatTimeOfInstant(instant: string | number, timeZone: string): string {
  return format(zoned(instant, timeZone), 'HH:mm', { locale: ptBR });
}

/** 'quarta-feira' of an instant in a zone. */
export function formatWeekdayIn(instant: string | number, timeZone: string): string {
  return format(zoned(instant, timeZone), 'EEEE', { locale: ptBR });
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
