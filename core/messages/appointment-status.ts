/** The appointment status's texts (decision 083). */
export const appointmentStatusMessages = {
  invalidStatus: "Status inválido. Use 'confirmed', 'attended' ou 'no_show'.",
  invalidDay: 'Data inválida. Use dd/mm/aaaa.',
  professionalRequired: 'Profissional não encontrado',
  notStartedYet:
    'Este agendamento ainda não começou: só é possível marcar presença ou falta a partir do horário marcado.',
  dayNotPast: 'Só é possível marcar a presença de um dia que já passou ou de hoje.',
  alreadyAttended:
    "Este agendamento já foi marcado como 'Compareceu' ou 'Faltou' e não pode mais ser confirmado.",
  confirm: 'Confirmar',
  attended: 'Compareceu',
  noShow: 'Faltou',
  confirmed: 'Agendamento confirmado.',
  markedAttended: "Marcado como 'Compareceu'.",
  markedNoShow: "Marcado como 'Faltou'.",
  changeError: 'Não foi possível mudar o status do agendamento.',
  statusLabel: 'Status',
  markDay: 'Marcar presença do dia',
  markDayTitle: 'Marcar presença do dia?',
  /** The bulk choice, in the menu and on the confirmation's button. */
  markDayAs: { attended: 'Marcar como Compareceu', no_show: 'Marcar como Faltou' },
  markDayDescription: (count: number, date: string, status: 'attended' | 'no_show') => {
    const [as, then] =
      status === 'attended'
        ? ['Compareceu', "marque 'Faltou' em quem não veio"]
        : ['Faltou', "marque 'Compareceu' em quem veio"];
    return count === 1
      ? `1 agendamento de ${date} ainda sem presença marcada será marcado como '${as}'. Depois, ${then}.`
      : `${count} agendamentos de ${date} ainda sem presença marcada serão marcados como '${as}'. Depois, ${then}.`;
  },
  markedDay: (count: number) =>
    count === 1 ? '1 agendamento marcado.' : `${count} agendamentos marcados.`,
} as const;
