import { TIMEZONES, TIMEZONE_NAMES } from '@core/timezones.ts';

function offsetOf(timeZone: string) {
  const parts = new Intl.DateTimeFormat('pt-BR', { timeZone, timeZoneName: 'shortOffset' });
  return parts.formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
}

/** The offered time zones as select options, e.g. 'Horário de Brasília (GMT-3)', 'Manaus, AM (GMT-4)'. */
export const timezoneOptions = TIMEZONES.map((value) => {
  const offset = offsetOf(value);
  const name = TIMEZONE_NAMES[value];
  return { value, label: offset && value !== 'UTC' ? `${name} (${offset})` : name };
});
