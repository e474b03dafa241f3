/** A typed number refused (core/pt-br-number.ts): never silently rescaled. */
export const numbersMessages = {
  empty: 'Informe um número.',
  invalid: 'Número inválido. Digite só algarismos, como 1.250,90 ou 90.',
  negative: 'O valor não pode ser negativo.',
  notInteger: (unit: string) => `Use um número inteiro de ${unit}.`,
  tooManyDecimals: 'Use no máximo 2 casas decimais (centavos), como 250,90.',
} as const;
