export const bookingMessages = {
  linkNotFoundTitle: 'Usuário não encontrado',
  linkNotFoundDescription: 'O link de agendamento não é válido.',
  /** The personal link of a deactivated professional: closed, said plainly (not a broken link). */
  professionalInactiveTitle: 'Agenda indisponível',
  professionalInactiveDescription: (office: string) =>
    `Este profissional não está recebendo agendamentos no momento. Para marcar um horário, entre em contato com o escritório${office ? ` ${office}` : ''}.`,
  errorTitle: 'Erro ao agendar',
  errorDescription: 'Não foi possível criar o agendamento. Tente novamente.',
  requiredTitle: 'Campos obrigatórios',
} as const;
