export const usersMessages = {
  invalidColor: 'Cor inválida. Use o formato #RRGGBB.',
  colorNotInPalette: 'Cor fora da paleta. Escolha uma das cores oferecidas.',
  invalidTimezone: 'Fuso horário inválido',
  notFound: 'Usuário não encontrado',
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
  /** An address another office uses: said without telling that it has an account. */
  emailUnavailable: 'Não é possível usar este e-mail. Peça ao profissional outro endereço.',
} as const;
