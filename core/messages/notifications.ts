export const notificationsMessages = {
  reminderInvalid: 'O lembrete deve ser um número inteiro de minutos maior que 0.',
  reminderTooLarge: 'O lembrete pode ser de no máximo 43.200 minutos (30 dias) antes.',
  reminderDuplicate: 'Este lembrete já está na lista.',
  tooManyReminders: 'Use no máximo 10 lembretes.',
  invalidUrl: 'URL inválida. Use um endereço que comece com http:// ou https://.',
  privateUrl: 'Este endereço aponta para uma rede privada ou local e não pode receber webhooks.',
  unresolvableUrl: 'Não foi possível encontrar o servidor deste endereço.',
  urlRequired: 'Informe a URL do webhook para ativar os webhooks.',
  invalidEvent: 'Evento de webhook inválido.',
  logNotFound: 'Registro de webhook não encontrado.',
  onlyWaitingDeletable: 'Apenas webhooks agendados ou pendentes podem ser removidos.',
  alreadySent: 'Este webhook já foi enviado.',
  cancelled: 'Este webhook foi cancelado.',
  notSent: 'Este e-mail não foi enviado: o servidor não tem e-mail configurado (SMTP_URL).',
  inFlight: 'Este webhook está sendo enviado agora. Aguarde alguns segundos.',
  noWebhookUrl: 'Configure e salve a URL do webhook antes de testar.',
  saveErrorTitle: 'Erro ao salvar',
  saveErrorDescription: 'Não foi possível salvar as configurações.',
  savedTitle: 'Configurações salvas!',
  testErrorTitle: 'Erro no webhook',
  testErrorFallback: 'Falha ao testar webhook.',
  testSent: (status: number) => `Webhook enviado! O destino respondeu HTTP ${status}.`,
  testFailed: (reason: string) => `Falha ao testar webhook: ${reason}.`,
  processed: 'Webhook processado!',
  processError: 'Erro ao processar',
  processFailed: (reason: string) => `Erro ao processar: ${reason}.`,
  deleted: 'Webhook removido.',
  reprocessed: (count: number) =>
    count === 1
      ? '1 lembrete planejado para os agendamentos futuros.'
      : `${count} lembretes planejados para os agendamentos futuros.`,
  secretRotated: 'Nova chave de assinatura gerada. Atualize-a no sistema que recebe os webhooks.',
  adminSaveFailed: (status: number) => `Save failed: ${status}`,
  /** The professional's 'Pedir confirmação de presença' (decision 087). */
  confirmationLabel: 'Pedir confirmação de presença',
  confirmationHelp:
    'O cliente recebe um lembrete com o botão “Confirmar presença”. Ao confirmar, o agendamento fica como Confirmado na sua agenda.',
  confirmationOff: 'Não pedir',
  /** '2 horas antes', '48 horas antes' (whole hours up to two days). */
  confirmationHoursBefore: (hours: number) => `${hours} horas antes`,
} as const;
