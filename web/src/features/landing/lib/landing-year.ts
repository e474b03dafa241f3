import { DEFAULT_TIMEZONE } from '@core/constants.ts';

/**
 * The year it is now in Brazil, for the footer's copyright (every public page shows it; the
 * landing's sample month, landingMonth, loads with the landing only).
 */
export const landingYear = (now = Date.now()) =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_TIMEZONE, year: 'numeric' }).format(now),
  );
