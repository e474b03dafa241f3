import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

/**
 * A CPF (11 digits) or CNPJ (14 digits), typed with or without punctuation, checked by the
 * library the office's CNPJ and the Pix keys use; written 123.456.789-09 or 11.222.333/0001-81.
 * Null when it is neither.
 */
export function normalizeCpfCnpj(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 11 && isValidCpf(digits)) {
    return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  }
  if (digits.length === 14 && isValidCnpj(digits)) {
    return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  }
  return null;
}
