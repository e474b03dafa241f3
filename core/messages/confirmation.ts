/**
 * The client's one-tap confirmation (decision 087): the reminder e-mail that asks for it, the
 * confirm link's page and the private page's button (the professional's setting is in
 * confirmation-setting.ts, so the client's pages do not load it).
 */
export const confirmationMessages = {
  emailSubject: (sentence: string) => `Confirme sua presença: ${sentence}`,
  emailHeading: 'Confirme sua presença',
  emailAsk: 'Você vem? Confirme com um toque. Se não puder, cancele ou remarque pelo mesmo e-mail.',
  emailConfirm: 'Confirmar presença',
  emailCancel: 'Cancelar',
  emailReschedule: 'Remarcar',
  emailNote: 'Confirme sua presença pelo botão abaixo:',
  pageTitle: 'Confirmar presença',
  confirming: 'Confirmando sua presença...',
  confirmed: 'Presença confirmada',
  confirmedText: (who: string) => `Obrigado! ${who} já sabe que você vem.`,
  confirmAction: 'Confirmar presença',
  manageLink: 'Ver meu agendamento',
  askOnManagePage: 'Você vem? Confirme sua presença para avisar o escritório.',
  alreadyAttended: 'Este atendimento já foi registrado pelo escritório.',
  failedTitle: 'Não foi possível confirmar',
} as const;
