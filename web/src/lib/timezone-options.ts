import { TIMEZONES } from '../../../core/timezones.ts';

function offsetOf(timeZone: string) {
  const parts = new Intl.DateTimeFormat('pt-BR', { timeZone, timeZoneName: 'shortOffset' });
  return parts.formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
}

/** The offered time zones as select options, e.g. 'America/Sao Paulo (GMT-3)'. */
export const timezoneOptions = TIMEZONES.map((value) => {
  const offset = offsetOf(value);
  const name = value.replaceAll('_', ' ');
  return { value, label: offset && value !== 'UTC' ? `${name} (${offset})` : name };
});
