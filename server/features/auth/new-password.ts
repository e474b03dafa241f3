import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '@core/app-error.ts';
import { authMessages } from '@core/messages.ts';
import { hashPassword } from './password.ts';

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn with its list of common leaked passwords and keyboard layouts, built on first use. */
const strength = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/**
 * One of the commonest passwords: found whole in zxcvbn's list of ~49,000 leaked passwords
 * (whatever its case, l33t spelling or direction: 'senha', 'Segredo', 'p@ssw0rd'), or a pattern
 * guessed in under 1,000 tries ('123456', 'aaaaaa', 'abcdef', 'qwerty').
 */
export function isCommonPassword(password: string): boolean {
  const { score, sequence } = strength().check(password);
  return score === 0 || (sequence.length === 1 && sequence[0]?.pattern === 'dictionary');
}

/**
 * Hashes a password someone is choosing (registration, a new professional, a change, a reset),
 * refusing the commonest ones with a pt-BR error on `field`.
 */
export async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  if (isCommonPassword(password)) {
    const message = authMessages.passwordTooCommon;
    throw new AppError('VALIDATION', message, { [field]: message });
  }
  return hashPassword(password);
}
