import type { FieldValues, Resolver } from 'react-hook-form';
import { parseIntegerText } from '@core/pt-br-number.ts';

/** A minimum notice is typed as a number and a unit: '2' 'horas' rather than '120'. */
export type NoticeUnit = 'minutes' | 'hours' | 'days';

const UNIT_MINUTES: Record<NoticeUnit, number> = { minutes: 1, hours: 60, days: 1440 };

export const noticeUnitOptions = [
  { value: 'minutes', label: 'minutos' },
  { value: 'hours', label: 'horas' },
  { value: 'days', label: 'dias' },
] as const;

/** Minutes shown in the largest unit they fill exactly (120 → '2' horas); null → empty. */
export function splitNotice(minutes: number | null): { amount: string; unit: NoticeUnit } {
  if (minutes === null) return { amount: '', unit: 'hours' };
  if (minutes > 0 && minutes % 1440 === 0) return { amount: String(minutes / 1440), unit: 'days' };
  if (minutes > 0 && minutes % 60 === 0) return { amount: String(minutes / 60), unit: 'hours' };
  return { amount: String(minutes), unit: 'minutes' };
}

/**
 * Wraps a form's resolver so that the number and unit typed become the minutes field the schema
 * reads (as text: the number resolver reads it, and one it cannot read stays as typed, so its
 * message is shown).
 */
export function withNoticeMinutes<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
  names: {
    amount: keyof Values & string;
    unit: keyof Values & string;
    minutes: keyof Values & string;
  },
): Resolver<Values, unknown, Output> {
  return (values, context, options) => {
    const amount = String(values[names.amount] ?? '');
    const parsed = parseIntegerText(amount);
    const unit = values[names.unit] as NoticeUnit;
    const minutes = typeof parsed === 'number' ? String(parsed * UNIT_MINUTES[unit]) : amount;
    return resolver({ ...values, [names.minutes]: minutes }, context, options);
  };
}
