import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';
import { isValidMobilePhone } from '@brazilian-utils/brazilian-utils/is-valid-mobile-phone';
import { removeAccents } from '@brazilian-utils/brazilian-utils/remove-accents';
import { formatPhone } from '../phone.ts';

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** The labels a person sees for each kind of key. */
export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Telefone',
  evp: 'Chave aleatória',
};

/** Lengths of the BR Code fields 59 (merchant name) and 60 (merchant city), in ASCII. */
export const PIX_MERCHANT_NAME_MAX = 25;
export const PIX_MERCHANT_CITY_MAX = 15;

const MASKED_NUMBER = /^[\d\s.\-/()+]+$/;
/** A CNPJ as written, numeric or alphanumeric (Receita Federal, from July 2026). */
const MASKED_CNPJ = /^[\dA-Za-z\s.\-/]+$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_EMAIL_KEY = 77;

/** A Pix key of the given kind in its canonical DICT form (digits, +55…, lowercase), or null. */
export function normalizePixKey(type: PixKeyType, raw: string): string | null {
  const text = raw.trim();
  const digits = text.replace(/\D/g, '');
  switch (type) {
    case 'cpf':
      return MASKED_NUMBER.test(text) && digits.length === 11 && isValidCpf(digits) ? digits : null;
    case 'cnpj': {
      const cnpj = text.replace(/[\s.\-/]/g, '').toUpperCase();
      return MASKED_CNPJ.test(text) && cnpj.length === 14 && isValidCnpj(cnpj, { version: 2 })
        ? cnpj
        : null;
    }
    case 'phone': {
      if (!MASKED_NUMBER.test(text)) return null;
      const national = digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
      return national.length === 11 && isValidMobilePhone(national) ? `+55${national}` : null;
    }
    case 'email': {
      const email = text.toLowerCase();
      return email.length <= MAX_EMAIL_KEY && isValidEmail(email) ? email : null;
    }
    case 'evp': {
      const uuid = text.toLowerCase();
      return EVP.test(uuid) ? uuid : null;
    }
  }
}

/**
 * The key written as people read it, also while it is typed: 123.456.789-09, 11.222.333/0001-81
 * (@brazilian-utils masks), +55(11) 98765-4321; e-mails and random keys stay as typed.
 */
export function formatPixKey(type: PixKeyType, text: string): string {
  switch (type) {
    case 'cpf':
      return formatCpf(text.replace(/\D/g, ''));
    case 'cnpj':
      return formatCnpj(text.replace(/[^\dA-Za-z]/g, '').toUpperCase(), { version: 2 });
    case 'phone':
      return formatPhone(text);
    default:
      return text;
  }
}

/** The text a BR Code carries for a name or city: accents dropped, as the Pix spec asks. */
export function pixAscii(text: string): string {
  return removeAccents(text).trim();
}
