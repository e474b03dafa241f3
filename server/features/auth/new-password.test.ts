import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './new-password.ts';

describe('isCommonPassword', () => {
  it.each([
    '123456',
    '654321',
    '111111',
    'abcdef',
    'qwerty',
    'senha',
    'senha123',
    'Segredo',
    'brasil',
    'flamengo',
    'p@ssw0rd',
    'iloveyou',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  // Includes the passwords the tests and the demo seed use, so a new word list cannot break them silently.
  it.each(['segredo123', 'segredo1', 'novaSenha9', 'agendei123', 'Cafe-com-Leite-42', 'mudar123'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
