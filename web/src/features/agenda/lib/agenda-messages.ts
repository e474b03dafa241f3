import { messages } from '../../../../../core/messages.ts';

/** The agenda's toasts, word for word as SPEC §8 writes them. */
export const agendaMessages = {
  requiredTitle: 'Erro',
  requiredDescription: messages.validation.requiredFields,
  createdTitle: messages.appointments.createdTitle,
  createdDescription: messages.appointments.createdDescription,
  createErrorTitle: messages.appointments.createErrorTitle,
  createErrorDescription: messages.appointments.createErrorDescription,
  updatedTitle: 'Agendamento atualizado!',
  updatedDescription: 'As informações do agendamento foram atualizadas com sucesso.',
  updateErrorTitle: 'Erro ao atualizar agendamento',
  updateErrorDescription: 'Não foi possível atualizar o agendamento.',
  removedTitle: 'Agendamento removido!',
  removedDescription: 'O agendamento foi removido completamente do sistema.',
  removeErrorTitle: 'Erro ao remover agendamento',
  removeErrorDescription: 'Não foi possível remover o agendamento.',
  movedTitle: 'Agendamento movido!',
  movedDescription: (time: string) => `Agendamento movido para ${time}`,
  moveErrorTitle: 'Erro ao mover',
  moveErrorDescription: 'Não foi possível mover o agendamento',
  /** A new time picked in the 'Mover' dialog could not be saved. */
  rescheduleErrorDescription: 'Não foi possível alterar o horário do agendamento.',
  missingDateTime: 'Por favor, selecione uma data e hora',
  colorTitle: 'Cor atualizada!',
  colorDescription: (name: string) => `O agendamento agora aparece em ${name}.`,
} as const;
