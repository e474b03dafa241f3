import { appointmentsMessages, availabilityMessages, validationMessages } from '@core/messages.ts';

const occurrencesAsked = (count: number) =>
  count === 1 ? '1 ocorrência pede atenção:' : `${count} ocorrências pedem atenção:`;

/** The agenda's toasts, word for word as SPEC §8 writes them. */
export const agendaMessages = {
  requiredTitle: 'Erro',
  requiredDescription: validationMessages.requiredFields,
  createdTitle: appointmentsMessages.createdTitle,
  createdDescription: appointmentsMessages.createdDescription,
  createErrorTitle: appointmentsMessages.createErrorTitle,
  createErrorDescription: appointmentsMessages.createErrorDescription,
  updatedTitle: 'Agendamento atualizado!',
  updatedDescription: 'As informações do agendamento foram atualizadas com sucesso.',
  updateErrorTitle: 'Erro ao atualizar agendamento',
  updateErrorDescription: 'Não foi possível atualizar o agendamento.',
  removedTitle: 'Agendamento removido!',
  removedDescription: 'O agendamento foi removido completamente do sistema.',
  removeErrorTitle: 'Erro ao remover agendamento',
  removeErrorDescription: 'Não foi possível remover o agendamento.',
  movedTitle: 'Agendamento movido!',
  /** `when`: 'terça-feira, 24/11 às 10:30'. */
  movedDescription: (when: string) => `Agendamento movido para ${when}`,
  moveErrorTitle: 'Erro ao mover',
  moveErrorDescription: 'Não foi possível mover o agendamento',
  /** A new time picked in the 'Mover' dialog could not be saved. */
  rescheduleErrorDescription: 'Não foi possível alterar o horário do agendamento.',
  missingDateTime: 'Por favor, selecione uma data e hora',
  /** A move or a new appointment at a time that needs a second look (past, outside hours). */
  confirmTimeTitle: 'Confirmar horário',
  moveQuestion: (when: string, reason: string) => `Mover para ${when}? ${reason}`,
  createQuestion: (when: string, reason: string) => `Criar o agendamento para ${when}? ${reason}`,
  /** A series (decision 074): each occurrence asked about, 'dd/MM/yyyy HH:mm: why.'. */
  createSeriesQuestion: (dates: string[]) =>
    `Criar a série? ${occurrencesAsked(dates.length)} ${dates.join(' ')}`,
  moveSeriesQuestion: (dates: string[]) =>
    `Mover este e os seguintes? ${occurrencesAsked(dates.length)} ${dates.join(' ')}`,
  /** Under each field of the create/edit form that is empty or cannot be read. */
  fields: {
    clientName: 'Informe o nome do cliente.',
    clientEmail: 'Informe o e-mail do cliente.',
    userId: 'Escolha um profissional.',
    date: 'Informe a data.',
    time: 'Informe o horário.',
    invalidDate: 'Data inválida. Use o formato DD/MM/AAAA.',
    invalidTime: availabilityMessages.invalidTime,
  },
  colorTitle: 'Cor atualizada!',
  colorDescription: (name: string) => `O agendamento agora aparece em ${name}.`,
} as const;
