export const holidaysMessages = {
  closed: (name: string) => `Não há atendimento neste dia: feriado (${name}). Escolha outra data.`,
  invalidState: 'UF inválida.',
  invalidCity: 'Município não encontrado nesta UF.',
  cityWithoutState: 'Escolha a UF antes do município.',
  invalidDate: 'Data inválida: use o formato AAAA-MM-DD.',
  tooManyOpened: 'Abra no máximo 100 feriados.',
} as const;
