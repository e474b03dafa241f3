export const bookingMessages = {
  linkNotFoundTitle: 'Usuário não encontrado',
  linkNotFoundDescription: 'O link de agendamento não é válido.',
  errorTitle: 'Erro ao agendar',
  errorDescription: 'Não foi possível criar o agendamento. Tente novamente.',
  requiredTitle: 'Campos obrigatórios',
} as const;
