export const manageBookingMessages = {
  alreadyStarted: 'Este agendamento já começou e não pode mais ser alterado.',
  professionalUnavailable: 'Este profissional não está recebendo agendamentos no momento.',
  cancelled: 'Agendamento cancelado.',
  alreadyCancelled: 'Este agendamento foi cancelado. Para um novo horário, agende novamente.',
  rescheduled: 'Agendamento remarcado!',
  errorTitle: 'Não foi possível concluir',
  errorDescription: 'Tente novamente em alguns instantes.',
  /** The link to the meeting the professional's calendar created (core/messages/calendars.ts). */
  joinMeeting: 'Entrar no Google Meet',
  /** Its Pix once received (by the office's PSP or marked by hand): pixMessages.paid's words. */
  payment: 'Pagamento',
  pixPaid: 'Pix: Pago',
} as const;
