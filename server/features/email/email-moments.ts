import {
  calendarDaysBetween,
  formatDateIn,
  formatDateTimeIn,
  formatTimeOfInstant,
  formatWeekdayIn,
  humanizeMinutes,
  zoneLabel,
} from '@core/scheduling/format-instant.ts';

/** Reminders this close say 'começa em 1 hora'; earlier ones say 'é amanhã às 14:00'. */
const COUNTDOWN_MINUTES = 6 * 60;

/** The ways an e-mail writes the appointment's time, all in the professional's zone. */
export interface Moments {
  /** '25/11/2026 às 14:00'. */
  when: string;
  /** 'quarta-feira, 25/11/2026 às 14:00', plus the zone outside Brasília time. */
  fullWhen: string;
  /** 'quarta-feira, 25/11/2026'. */
  day: string;
  /** '14:00 às 15:00', plus the zone outside Brasília time. */
  hours: string;
}

export function momentsOf(start: string, end: string, timeZone: string): Moments {
  const zone = zoneLabel(start, timeZone);
  const withZone = (text: string) => (zone ? `${text} (${zone})` : text);
  const weekday = formatWeekdayIn(start, timeZone);
  return {
    when: formatDateTimeIn(start, timeZone),
    fullWhen: withZone(`${weekday}, ${formatDateTimeIn(start, timeZone)}`),
    day: `${weekday}, ${formatDateIn(start, timeZone)}`,
    hours: withZone(
      `${formatTimeOfInstant(start, timeZone)} às ${formatTimeOfInstant(end, timeZone)}`,
    ),
  };
}

/**
 * When a reminder's appointment is, from the moment it is read: 'em 1 hora (às 14:00)' (soon:
 * the appointment "começa"), or 'hoje às 14:00', 'amanhã às 14:00', 'no dia 25/11/2026 às 14:00'.
 */
export function reminderWhen(
  start: string,
  timeZone: string,
  options: { now: number; reminderMinutes?: number },
): { phrase: string; soon: boolean } {
  const time = formatTimeOfInstant(start, timeZone);
  const { reminderMinutes } = options;
  if (reminderMinutes && reminderMinutes < COUNTDOWN_MINUTES) {
    return { phrase: `em ${humanizeMinutes(reminderMinutes)} (às ${time})`, soon: true };
  }
  const days = calendarDaysBetween(options.now, Date.parse(start), timeZone);
  const phrase =
    days === 0
      ? `hoje às ${time}`
      : days === 1
        ? `amanhã às ${time}`
        : `no dia ${formatDateTimeIn(start, timeZone)}`;
  return { phrase, soon: false };
}
