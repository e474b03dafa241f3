/**
 * The web's texts that name the professional's outside calendar (Google Calendar, the one provider
 * so far), gathered so a second provider changes them in one place (the public manage-booking page's
 * `joinMeeting` lives in its own area: these would weigh on every public page).
 */
export const calendarMessages = {
  /** The mark on an appointment that overlaps a busy time of the professional's calendar. */
  conflict: 'Conflito com o Google Calendar',
  conflictDetails:
    'Este horário coincide com um compromisso ocupado no Google Calendar do profissional.',
  /** The agenda's question before it deletes an appointment. */
  deleteDescription: (clientName: string) =>
    `O agendamento de ${clientName} será excluído permanentemente: os lembretes e envios agendados são cancelados, o cliente recebe uma notificação de cancelamento e o evento é removido do Google Calendar.`,
  settingsDescription:
    'Seu perfil, a sua senha, a conexão com o Google Calendar e as preferências de agendamento.',
  /** A secretary's Configurações (decision 080): no calendar, no booking settings. */
  settingsDescriptionSecretary: 'Seu perfil, a sua senha e as folgas e recessos do escritório.',
  /** An online service without a fixed link (the product form). */
  meetingLinkHint:
    'Vazio: usa o Google Meet quando seu Google está conectado com “Criar Meet automaticamente”; sem isso, o cliente lê que o link será combinado com você.',
} as const;
