import type { ComponentProps } from 'react';
import { FormField } from '@/components/form-field';

type MaskedFieldProps = Omit<ComponentProps<typeof FormField>, 'type'> & {
  /** Rewrites the text as it is typed ('0830' → '08:30'). */
  mask: (text: string) => string;
};

/** A digits-only text field written in a fixed shape while the user types (phone keypad). */
export function MaskedField({ mask, onChange, ...props }: MaskedFieldProps) {
  return (
    <FormField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      onChange={(event) => {
        event.target.value = mask(event.target.value);
        onChange?.(event);
      }}
      {...props}
    />
  );
}
