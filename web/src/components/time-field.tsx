import type { ComponentProps } from 'react';
import { FormField } from '@/components/form-field';

/** Keeps up to four digits and writes them as HH:MM while the user types ('0830' → '08:30'). */
export function maskTimeOfDay(text: string) {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

type TimeFieldProps = Omit<ComponentProps<typeof FormField>, 'type'>;

/**
 * A 24-hour 'HH:MM' field. A native time input would follow the browser's language and may show
 * AM/PM; this one always reads like a Brazilian clock and takes digits from a phone keypad.
 */
export function TimeField({ onChange, ...props }: TimeFieldProps) {
  return (
    <FormField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="HH:MM"
      maxLength={5}
      onChange={(event) => {
        event.target.value = maskTimeOfDay(event.target.value);
        onChange?.(event);
      }}
      {...props}
    />
  );
}
