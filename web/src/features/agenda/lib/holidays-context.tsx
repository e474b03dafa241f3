import { format } from 'date-fns';
import { createContext, use } from 'react';

/** The office's holidays in the range shown: date (yyyy-MM-dd) → pt-BR name. */
export const HolidaysContext = createContext<ReadonlyMap<string, string>>(new Map());

/** The holiday's name on a day of the calendar, if it is one. */
export function useHolidayName(day: Date): string | undefined {
  return use(HolidaysContext).get(format(day, 'yyyy-MM-dd'));
}
