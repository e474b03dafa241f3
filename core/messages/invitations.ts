// Imports nothing: the booking pages' message barrel re-exports this module, and one import would
// make them load it (a chunk of its own) for nothing.
/** Inviting a lawyer by e-mail (issue 35, decision 079). */
export const invitationsMessages = {
  sentTitle: 'Convite enviado',
  sentDescription: (email: string, validDays: number) =>
    `Enviamos o convite para ${email}. O link vale por ${validDays} dias e pode ser usado uma única vez.`,
  resentDescription: (email: string) =>
    `Enviamos um novo convite para ${email}. O link anterior deixou de valer.`,
  revokedTitle: 'Convite cancelado',
  revokedDescription: 'O link do convite deixou de valer.',
  sendError: 'Não foi possível enviar o convite.',
  revokeError: 'Não foi possível cancelar o convite.',
  pendingExists: 'Já existe um convite pendente para este e-mail. Reenvie-o na lista de convites.',
  notFound: 'Convite não encontrado',
  alreadyAccepted: 'Este convite já foi aceito.',
  alreadyRevoked: 'Este convite foi cancelado. Envie um novo convite.',
  invalidRole: 'Escolha um papel da lista.',
  /** The same words for a used, cancelled, expired or unknown link: they tell nothing more. */
  invalidLink:
    'Este convite não vale mais: ele já foi usado, foi cancelado ou expirou. Peça um novo convite ao administrador do escritório.',
  acceptedTitle: 'Bem-vindo(a) ao Agendei!',
  acceptedDescription: 'A sua senha foi criada e você já está conectado.',
  acceptError: 'Não foi possível aceitar o convite.',
  statusLabels: {
    pending: 'Pendente',
    accepted: 'Aceito',
    expired: 'Expirado',
    revoked: 'Revogado',
  },
} as const;
