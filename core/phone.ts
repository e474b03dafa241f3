import { isValidMobilePhone } from '@brazilian-utils/brazilian-utils/is-valid-mobile-phone';
import { isValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';

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

/** Formats as the person types: +55(11) 98765-4321 (a foreign number: +351912345678). */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (!digits) return '';
  // A foreign number keeps its own grouping unknown to us: the plain E.164 digits.
  if (!digits.startsWith('55')) return `+${digits}`;
  const country = digits.slice(0, 2);
  const area = digits.slice(2, 4);
  const number = digits.slice(4);
  let text = `+${country}`;
  if (area) text += `(${area}`;
  if (number)
    text += `) ${number.length > 4 ? `${number.slice(0, -4)}-${number.slice(-4)}` : number}`;
  return text;
}

/**
 * Whether the digits make a number one can call: a Brazilian one is checked by
 * @brazilian-utils (a DDD that exists, a mobile of 11 digits starting with 6–9 or a landline
 * of 10 starting with 2–5); a foreign one (another country code) only by its length.
 */
export function isCallablePhone(digits: string): boolean {
  if (digits.startsWith('55')) return isValidPhone(digits.slice(2));
  return digits.length >= 12;
}

/**
 * Whether the digits (as phoneDigits gives them) may reach a WhatsApp account: a Brazilian
 * mobile, whose 9-digit subscriber number starts with 9, never a landline. A foreign number
 * cannot be told apart here, so it is given the benefit of the doubt.
 */
export function isMobilePhone(digits: string): boolean {
  if (!digits.startsWith('55')) return isCallablePhone(digits);
  const national = digits.slice(2);
  return isValidMobilePhone(national) && national.charAt(2) === '9';
}

/** The normalised phone, or undefined when it is not a number one can call (see isCallablePhone). */
export function normalizePhone(input: string): string | undefined {
  const digits = phoneDigits(input);
  return isCallablePhone(digits) ? formatPhone(digits) : undefined;
}
