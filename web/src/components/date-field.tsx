import type { ComponentProps } from 'react';
import { MaskedField } from '@/components/masked-field';

/** Keeps up to eight digits and writes them as DD/MM/AAAA while the user types. */
export function maskDate(text: string) {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

type DateFieldProps = Omit<ComponentProps<typeof MaskedField>, 'mask'>;

/**
 * A 'DD/MM/AAAA' field. A native date input follows the browser's language and may show
 * MM/DD/YYYY; this one always reads like a Brazilian date and takes digits from a phone keypad.
 */
export function DateField(props: DateFieldProps) {
  return <MaskedField mask={maskDate} placeholder="DD/MM/AAAA" maxLength={10} {...props} />;
}
