import { DEFAULT_TIMEZONE } from '@core/constants.ts';

/** The month it is now in Brazil (1–12), for the landing's copyright year and sample calendar. */
export function landingMonth(now = Date.now()) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: DEFAULT_TIMEZONE,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const part = (type: 'year' | 'month') => Number(parts.find((item) => item.type === type)?.value);
  const year = part('year');
  const month = part('month');
  const first = new Date(Date.UTC(year, month - 1, 1));
  const name = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(first);
  return {
    year,
    month,
    /** 'dezembro' */
    name,
    /** The weekday of the 1st (0 = Sunday), where the calendar's first row starts. */
    firstWeekday: first.getUTCDay(),
  };
}
