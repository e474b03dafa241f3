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
  /** An address another office uses: said without telling that it has an account. */
  emailUnavailable: 'Não é possível usar este e-mail. Peça ao profissional outro endereço.',
} as const;
