/** Why a BRL amount could not become centavos. */
export type PriceError = 'invalid' | 'negative' | 'tooManyDecimals' | 'tooLarge';

const MAX_WHOLE_DIGITS = 12;
// Digits, then at most one decimal separator ('.' or the pt-BR ',') and its digits.
const DECIMAL_TEXT = /^(\d+)(?:[.,](\d+))?$/;
const TINY_NUMBER_TEXT = /^\d(?:\.\d+)?e-\d+$/;

/**
 * Converts a BRL amount (a JSON number like 150.5 or a text like '150,50') to integer centavos
 * without float arithmetic: the decimal text is split and read digit by digit.
 */
export function brlToCents(value: number | string): number | PriceError {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'invalid';
    if (value < 0) return 'negative';
    if (value >= 10 ** MAX_WHOLE_DIGITS) return 'tooLarge';
  }
  // String(number) is the shortest text that reads back as the same number: 0.1 → '0.1'.
  const text = (typeof value === 'number' ? String(value) : value).trim();
  if (TINY_NUMBER_TEXT.test(text)) return 'tooManyDecimals';
  const negative = text.startsWith('-');
  const match = DECIMAL_TEXT.exec(negative ? text.slice(1) : text);
  if (!match) return 'invalid';
  const [, whole = '', fraction = ''] = match;
  if (negative && /[1-9]/.test(whole + fraction)) return 'negative';
  if (whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) return 'tooLarge';
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > 2) return 'tooManyDecimals';
  return Number(whole) * 100 + Number(significant.padEnd(2, '0'));
}

/** The BRL amount of integer centavos, for display and JSON (15050 → 150.5). */
export function centsToBrl(cents: number): number {
  return cents / 100;
}
