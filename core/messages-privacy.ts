/** LGPD requests and retention (admin settings), and the name an erased client is shown with. Kept apart from core/messages.ts so public pages do not load them. */
export const privacyMessages = {
  /** What an erased (or retention-expired) client's name becomes on their appointments. */
  anonymizedClientName: 'Cliente anonimizado',
  emailRequired: 'Informe o e-mail do cliente.',
  anonymizedEmail:
    'Este é o endereço dos clientes já anonimizados: informe o e-mail real do cliente.',
  nothingFound: 'Nenhum dado encontrado para este e-mail nesta organização.',
  invalidFormat: 'Formato inválido: use json ou csv.',
  invalidRetention:
    'Escolha um prazo de 6 a 120 meses após o último agendamento, ou desative a anonimização.',
  /** The reason shown on a client notification the erasure cancelled. */
  cancelledByErasure: 'cancelado: os dados do cliente foram apagados (LGPD)',
  /** What a scrubbed copy of an e-mail says instead of its content. */
  erasedEmailSubject: 'E-mail removido (LGPD)',
  erasedEmailBody: 'Conteúdo removido: os dados do cliente foram apagados a pedido (LGPD).',
  /** The erasure's answer: appointments kept anonymized, other records scrubbed. */
  erased: (appointments: number, records: number) =>
    `Dados do cliente apagados: ${appointments === 1 ? '1 agendamento anonimizado' : `${appointments} agendamentos anonimizados`} (continuam na agenda) e ${records === 1 ? '1 registro limpo' : `${records} registros limpos`} (notificações, e-mails e auditoria).`,
  retentionSaved: 'Prazo de anonimização salvo!',
};
