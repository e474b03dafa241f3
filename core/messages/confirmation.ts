import { humanizeMinutes } from '../scheduling/format-instant.ts';

/**
 * The client's one-tap confirmation (decision 087): the professional's setting, the reminder
 * e-mail that asks for it, the confirm link's page and the private page's button.
 */
export const confirmationMessages = {
  settingLabel: 'Pedir confirmação de presença',
  settingHelp:
    'O cliente recebe um lembrete com o botão “Confirmar presença”. Ao confirmar, o agendamento fica como Confirmado na sua agenda.',
  settingOff: 'Não pedir',
  /** '2 horas antes', '24 horas antes'; another saved time (REST) as '1 dia e 6 horas antes'. */
  settingOption: (minutes: number) =>
    `${minutes % 60 === 0 && minutes <= 2880 ? `${minutes / 60} horas` : humanizeMinutes(minutes)} antes`,
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
