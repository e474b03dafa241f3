/** Weekday names in pt-BR, indexed like Date#getDay (0 = Sunday; the week starts on Sunday). */
export const WEEKDAY_NAMES = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** The pt-BR name of a day of the week from 0 (Domingo) to 6 (Sábado). */
export function weekdayName(dayOfWeek: number): WeekdayName {
  const name = WEEKDAY_NAMES[dayOfWeek];
  if (!name) throw new RangeError(`dayOfWeek must be 0 to 6, got ${dayOfWeek}`);
  return name;
}
