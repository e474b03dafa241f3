/** Brazilian phone numbers as SPEC §5 writes them: +55(XX) XXXXX-XXXX. */
export const PHONE_MAX_DIGITS = 13;
export const PHONE_INPUT_MAX_LENGTH = 18;

/**
 * The digits of a phone with the country code 55 added to national numbers (11 digits or fewer).
 * A text that starts with '+' already carries its country code (so formatting is idempotent).
 */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
  if (!digits) return '';
  const international = input.trimStart().startsWith('+') || digits.length > 11;
  return (international ? digits : `55${digits}`).slice(0, PHONE_MAX_DIGITS);
}

/** Formats as the person types: +55(11) 98765-4321. */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (!digits) return '';
  const country = digits.slice(0, 2);
  const area = digits.slice(2, 4);
  const number = digits.slice(4);
  let text = `+${country}`;
  if (area) text += `(${area}`;
  if (number)
    text += `) ${number.length > 4 ? `${number.slice(0, -4)}-${number.slice(-4)}` : number}`;
  return text;
}

/** The normalised phone, or undefined when it is not a complete number (country, area and 8–9 digits). */
export function normalizePhone(input: string): string | undefined {
  const digits = phoneDigits(input);
  if (digits.length < 12) return undefined;
  return formatPhone(digits);
}
