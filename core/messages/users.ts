const futureText = (count: number) =>
  count === 1 ? '1 agendamento futuro' : `${count} agendamentos futuros`;

export const usersMessages = {
  invalidColor: 'Cor inválida. Use o formato #RRGGBB.',
  invalidTimezone: 'Fuso horário inválido',
  notFound: 'Usuário não encontrado',
  /** A secretary has no agenda of their own: each change names the professional (decision 080). */
  professionalRequired: 'Escolha o profissional da agenda.',
  cannotRemoveSelf: 'Você não pode remover a sua própria conta.',
  cannotDeactivateSelf: 'Você não pode desativar a sua própria conta.',
  hasFutureAppointments:
    'Este profissional tem agendamentos futuros. Remova ou transfira esses agendamentos antes de removê-lo.',
  createdTitle: 'Usuário criado',
  createdDescription: 'O usuário foi criado com sucesso.',
  createError: 'Não foi possível criar o usuário.',
  removedTitle: 'Usuário removido',
  removedDescription: 'O usuário foi removido com sucesso.',
  removeError: 'Não foi possível remover o usuário.',
  updatedDescription: 'Profissional atualizado com sucesso.',
  updateError: 'Erro ao atualizar profissional.',
  confirmRemove: 'Tem certeza que deseja remover este usuário?',
  removeDescription: (name: string) =>
    `${name} perde o acesso e o link de agendamento deixa de funcionar. Os atendimentos já realizados continuam no histórico.`,
  checkingFuture: (name: string) => `Verificando os agendamentos futuros de ${name}...`,
  /** 'Remover' on a professional with appointments ahead: told first, and offered 'Desativar'. */
  hasFutureTitle: (name: string) => `${name} tem agendamentos futuros`,
  offerDeactivate: (name: string, count: number) =>
    `Não é possível remover ${name} enquanto houver ${futureText(count)}. Você pode desativar a conta: ${name} perde o acesso e deixa de receber agendamentos pelos links, e os agendamentos já marcados continuam na agenda.`,
  alreadyInactive: (name: string, count: number) =>
    `Não é possível remover ${name} enquanto houver ${futureText(count)}, e a conta já está desativada. Para remover, cancele ou transfira antes ${count === 1 ? 'esse agendamento' : 'esses agendamentos'}.`,
  deactivatedTitle: 'Conta desativada',
  deactivatedDescription: (name: string) =>
    `${name} não recebe mais agendamentos; os já marcados continuam na agenda.`,
  deactivateError: 'Não foi possível desativar a conta.',
  reactivatedTitle: 'Conta reativada',
  reactivatedDescription: (name: string) =>
    `${name} volta a entrar no sistema e a receber agendamentos pelos links.`,
  reactivateError: 'Não foi possível reativar a conta.',
  /** 'Desativar' from the professionals' menu: what it does, said before the admin confirms. */
  confirmDeactivateTitle: (name: string) => `Desativar ${name}?`,
  confirmDeactivate: (name: string) =>
    `${name} sai de todas as sessões, não consegue mais entrar e deixa de aparecer nas páginas de agendamento. O histórico e os agendamentos já marcados continuam na agenda; você pode transferi-los a um colega e reativar a conta quando quiser.`,
  /** 'Transferir agendamentos'. */
  transferTargetRequired: 'Escolha o profissional que vai receber os agendamentos.',
  transferToSelf: 'Escolha outro profissional: os agendamentos já são deste.',
  transferTargetUnavailable:
    'Este profissional não pode receber agendamentos: escolha um profissional ativo do escritório.',
  transferNothing: (name: string) => `${name} não tem agendamentos futuros para transferir.`,
  transferPreview: (moved: number, clashes: number) =>
    `${moved === 1 ? '1 agendamento será transferido' : `${moved} agendamentos serão transferidos`}${clashes ? `; ${clashes === 1 ? '1 fica' : `${clashes} ficam`} com o profissional atual por conflito de horário` : ''}.`,
  transferredTitle: 'Agendamentos transferidos',
  transferredDescription: (moved: number, target: string) =>
    `${moved === 1 ? '1 agendamento foi transferido' : `${moved} agendamentos foram transferidos`} para ${target}. Cada cliente recebe um e-mail com o novo profissional.`,
  transferError: 'Não foi possível transferir os agendamentos.',
  /** An address another office uses: said without telling that it has an account. */
  emailUnavailable: 'Não é possível usar este e-mail. Peça ao profissional outro endereço.',
} as const;
