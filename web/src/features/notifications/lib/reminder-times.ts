import { REMINDER_MINUTES } from '@core/constants.ts';
import { notificationsMessages } from '@core/messages.ts';
import { numberTextMessage, parseIntegerText } from '@core/pt-br-number.ts';
import { ReminderMinutes } from '@core/schemas/notifications.ts';

const n = notificationsMessages;

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** A reminder as people say it: '1 hora antes', '7 dias antes', '1 h 30 min antes'. */
export function formatReminder(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days, hours, rest].filter(Boolean).length;
  if (parts > 1) {
    const mixed = [
      days && count(days, 'dia', 'dias'),
      hours && `${hours} h`,
      rest && `${rest} min`,
    ];
    return `${mixed.filter(Boolean).join(' ')} antes`;
  }
  if (days) return `${count(days, 'dia', 'dias')} antes`;
  if (hours) return `${count(hours, 'hora', 'horas')} antes`;
  return `${count(rest, 'minuto', 'minutos')} antes`;
}

type ReminderCheck = { minutes: number; error?: undefined } | { error: string };

/** Checks a typed reminder before it joins the list (SPEC §5): whole, above 0, not repeated. */
export function checkReminder(typed: string, current: readonly number[]): ReminderCheck {
  // Read as typed in pt-BR ('1.440'); '2,5' is refused, never read as 25.
  const typedMinutes = parseIntegerText(typed);
  if (typedMinutes === 'notInteger') return { error: numberTextMessage(typedMinutes, 'minutos') };
  const parsed = ReminderMinutes.safeParse(
    typeof typedMinutes === 'number' ? typedMinutes : Number.NaN,
  );
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? n.reminderInvalid };
  if (current.includes(parsed.data)) return { error: n.reminderDuplicate };
  if (current.length >= REMINDER_MINUTES.maxCount) return { error: n.tooManyReminders };
  return { minutes: parsed.data };
}

/** The list with one more reminder, kept in ascending order. */
export const withReminder = (current: readonly number[], minutes: number) =>
  [...current, minutes].sort((a, b) => a - b);
