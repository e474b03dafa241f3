import type { ComponentProps } from 'react';
import { MaskedField } from '@/components/masked-field';

/** Keeps up to four digits and writes them as HH:MM while the user types ('0830' → '08:30'). */
export function maskTimeOfDay(text: string) {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

type TimeFieldProps = Omit<ComponentProps<typeof MaskedField>, 'mask'>;

/**
 * A 24-hour 'HH:MM' field. A native time input would follow the browser's language and may show
 * AM/PM; this one always reads like a Brazilian clock and takes digits from a phone keypad.
 */
export function TimeField(props: TimeFieldProps) {
  return <MaskedField mask={maskTimeOfDay} placeholder="HH:MM" maxLength={5} {...props} />;
}
