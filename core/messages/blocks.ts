/** Blocked time ('Bloqueio', decision 071): a professional's time taken without a client. */
export const blocksMessages = {
  notFound: 'Bloqueio não encontrado',
  titleRequired: 'Título é obrigatório',
  titleTooLong: 'O título pode ter no máximo 120 caracteres',
  invalidStart: 'Data e hora de início inválidas',
  invalidEnd: 'Data e hora de término inválidas',
  endBeforeStart: 'O término deve ser depois do início',
  tooLong: 'Um bloqueio pode durar no máximo 31 dias',
  professionalsRequired: 'Escolha ao menos um profissional',
  professionalRepeated: 'Profissional repetido',
  /** A staff booking or move into a block (409). */
  blockedTime: 'O profissional tem um bloqueio neste horário.',
  /** A block moved onto an appointment it did not already cover (409, decision 077). */
  moveOntoAppointment:
    'O profissional tem agendamento neste horário. Escolha outro horário para o bloqueio.',
  /** A block moved onto another block of the same professional (409, decision 077). */
  moveOntoBlock: 'O profissional já tem outro bloqueio neste horário.',
  /** The slot a client wanted is inside a block (the check says only "busy", never the title). */
  overlapping: (count: number) =>
    count === 1 ? 'Há 1 agendamento neste horário.' : `Há ${count} agendamentos neste horário.`,
  kindAppointment: 'Agendamento',
  kindBlock: 'Bloqueio',
  title: 'Título',
  titlePlaceholder: 'Audiência, Compromisso, Estudo…',
  notes: 'Observações',
  professionals: 'Profissionais',
  created: 'Bloqueio criado.',
  createdMany: (count: number) => `${count} bloqueios criados.`,
  updated: 'Bloqueio atualizado.',
  moved: (when: string) => `Bloqueio movido para ${when}.`,
  moveTitle: 'Mover bloqueio',
  moveDescription: (title: string, when: string, length: string) =>
    `${title}: ${when}. Digite a nova data e o novo início; a duração (${length}) é mantida.`,
  invalidDate: 'Data inválida',
  sameTime: 'O bloqueio já está neste horário',
  moveErrorTitle: 'Não foi possível mover o bloqueio',
  moveErrorFallback: 'O bloqueio voltou para o horário anterior. Tente de novo.',
  deleted: 'Bloqueio excluído.',
  deleteTitle: 'Excluir bloqueio?',
  deleteDescription: 'O horário volta a ficar livre na agenda.',
  save: 'Criar bloqueio',
  badge: 'Bloqueio',
} as const;
