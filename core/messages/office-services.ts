/** Services of the office, offered by a chosen set of professionals (issue 35, decision 082). */
export const officeServicesMessages = {
  title: 'Serviços do escritório',
  cardDescription: 'Crie um serviço uma vez e escolha quais profissionais o atendem.',
  empty: 'Nenhum serviço do escritório ainda.',
  newService: 'Novo serviço do escritório',
  editService: 'Editar serviço do escritório',
  professionalsLabel: 'Profissionais que atendem',
  overridePrice: 'Preço próprio (R$)',
  overrideDuration: 'Duração própria (min)',
  overrideHint: 'Em branco: o preço e a duração do escritório.',
  notFound: 'Serviço do escritório não encontrado.',
  professionalsRequired: 'Escolha ao menos um profissional para o serviço.',
  professionalTwice: 'Um profissional foi escolhido mais de uma vez.',
  professionalNotFound: 'Um dos profissionais escolhidos não é deste escritório.',
  /** A professional's own products screen: the copy is edited only as the office's service. */
  ownedByOffice:
    'Este serviço é do escritório: altere-o em Configurações › Serviços do escritório.',
  /** Deleting a service, or taking a professional off it, with bookings still to come (409). */
  hasFutureBookings: (count: number) =>
    `Há ${count} agendamento(s) futuro(s) deste serviço. Desative-o para parar novos ` +
    'agendamentos e exclua-o depois que forem atendidos.',
  createdTitle: 'Serviço do escritório criado',
  updatedTitle: 'Serviço do escritório atualizado',
  deletedTitle: 'Serviço do escritório excluído',
  saveError: 'Erro ao salvar o serviço do escritório',
  deleteError: 'Erro ao excluir o serviço do escritório',
  manage: 'Gerenciar serviços do escritório',
  deleteConfirm: (name: string) => `Excluir o serviço “${name}”?`,
  officeBadge: 'Do escritório',
  /** Nobody offering the service is free at the time (409, with the nearest free times). */
  nobodyFree:
    'Nenhum profissional deste serviço está livre neste horário. Escolha um dos horários sugeridos.',
  nobodyOffers: 'Nenhum profissional deste escritório atende este serviço.',
} as const;
