import { numbersMessages } from './messages.ts';

// Numbers as Brazilians type them: ',' is the decimal comma and '.' groups thousands
// ('1.250,90'). A typed number is read exactly or refused with a reason, never rescaled.

/** Why a typed number was refused. */
export type NumberTextError = 'empty' | 'invalid' | 'negative' | 'notInteger' | 'tooManyDecimals';

/** A typed number split into its digits: '1.250,9' → { whole: '1250', fraction: '9' }. */
export type NumberDigits = { whole: string; fraction: string };

// '1.250' (dots between groups of three), then an optional ',' and its digits.
const GROUPED = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d*))?$/;
const PLAIN_COMMA = /^(\d*)(?:,(\d*))?$/;
// Without a comma, one dot not followed by exactly three digits can only be a decimal point
// ('250.90', '2.5'), as typed on a keyboard without a comma key.
const DOT_DECIMAL = /^(\d*)\.(\d{1,2}|\d{4,})$/;

/** Reads the digits of a typed pt-BR number ('R$ 1.250,90', '250,9', '250'), or why not. */
export function readNumberText(text: string): NumberDigits | NumberTextError {
  const compact = text.replace(/^\s*R\$/, '').replace(/\s+/g, '');
  if (compact === '') return 'empty';
  const negative = compact.startsWith('-');
  const body = negative ? compact.slice(1) : compact;
  const match = GROUPED.exec(body) ?? PLAIN_COMMA.exec(body) ?? DOT_DECIMAL.exec(body);
  if (!match) return 'invalid';
  const whole = (match[1] ?? '').replace(/\./g, '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return 'invalid';
  if (negative && /[1-9]/.test(whole + fraction)) return 'negative';
  return { whole: whole.replace(/^0+(?=\d)/, '') || '0', fraction };
}

/** A typed whole number ('90', '1.440'); '2,5' is refused as 'notInteger'. */
export function parseIntegerText(text: string): number | NumberTextError {
  const digits = readNumberText(text);
  if (typeof digits === 'string') return digits;
  if (/[1-9]/.test(digits.fraction)) return 'notInteger';
  const value = Number(digits.whole);
  return Number.isSafeInteger(value) ? value : 'invalid';
}

/** A typed amount of reais as integer centavos ('1.250,90' → 125090), read digit by digit. */
export function parseMoneyText(text: string): number | NumberTextError {
  const digits = readNumberText(text);
  if (typeof digits === 'string') return digits;
  const fraction = digits.fraction.replace(/0+$/, '');
  if (fraction.length > 2) return 'tooManyDecimals';
  const cents = Number(digits.whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : 'invalid';
}

/** Integer centavos as an input shows them, ready to be read back: 125090 → '1.250,90'. */
export function formatMoneyInput(cents: number): string {
  return new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** The pt-BR sentence for a refused number; `unit` names what an integer counts ('minutos'). */
export function numberTextMessage(error: NumberTextError, unit = 'unidades'): string {
  const m = numbersMessages;
  return error === 'notInteger' ? m.notInteger(unit) : m[error];
}
