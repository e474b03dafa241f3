export const googleMessages = {
  notConfigured: 'A conexão com o Google Calendar ainda não está configurada neste servidor.',
  notConnected: 'Conecte o Google Calendar primeiro.',
  needsReconnect:
    'O Google recusou o acesso salvo (revogado ou expirado). Reconecte o Google Calendar.',
  unreachable: 'Não foi possível falar com o Google agora. Tente novamente em instantes.',
  tokenUnreadable:
    'Não foi possível ler o acesso ao Google salvo neste servidor. Reconecte o Google Calendar.',
  calendarRequired: 'Escolha uma agenda.',
  calendarNotFound: 'Agenda não encontrada na sua conta Google.',
  connected: 'Google Calendar conectado!',
  connectError: 'Erro na conexão',
  connectFailed: 'Falha ao conectar com Google Calendar.',
  disconnectFailed: 'Falha ao desconectar Google Calendar.',
  calendarUpdateFailed: 'Falha ao atualizar seleção de agenda.',
  testFailedTitle: 'Falha na conexão',
  testErrorTitle: 'Erro no teste',
  conflictsRangeTooLong: 'Período longo demais: consulte no máximo 62 dias por vez.',
} as const;
