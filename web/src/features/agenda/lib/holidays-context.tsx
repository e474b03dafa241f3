import { format } from 'date-fns';
import { createContext, use } from 'react';
import type { NamedDay } from '../api/list-holidays';

/** The holidays and days off in the range shown: date (yyyy-MM-dd) → name and kind. */
export const HolidaysContext = createContext<ReadonlyMap<string, NamedDay>>(new Map());

/** The holiday or day off on a day of the calendar, if it is one. */
export function useNamedDay(day: Date): NamedDay | undefined {
  return use(HolidaysContext).get(format(day, 'yyyy-MM-dd'));
}

/** How a named day reads after a date ('feriado: Natal', 'sem atendimento: Férias'). */
export const namedDayNote = ({ name, dayOff }: NamedDay) =>
  dayOff ? `sem atendimento: ${name}` : `feriado: ${name}`;
