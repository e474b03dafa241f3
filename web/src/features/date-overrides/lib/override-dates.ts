import type { DateOverrideDto } from '@core/schemas/date-overrides.ts';

/** 'dd/mm/aaaa' as typed → 'aaaa-mm-dd' for the API (anything else goes as typed, to be refused). */
export const isoOf = (typed: string) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : typed;
};

/** 'aaaa-mm-dd' → 'dd/mm/aaaa'. */
export const brOf = (iso: string) => iso.split('-').reverse().join('/');

/** An override's dates as read: '22/12/2026' or '22/12/2026 a 05/01/2027'. */
export const datesOf = (row: Pick<DateOverrideDto, 'startDate' | 'endDate'>) =>
  row.startDate === row.endDate
    ? brOf(row.startDate)
    : `${brOf(row.startDate)} a ${brOf(row.endDate)}`;
