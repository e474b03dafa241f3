import type { AuditEntryDto } from '@core/schemas/integrations.ts';

const actorKinds: Record<string, string> = {
  api: 'API',
  mcp: 'MCP',
  public: 'Cliente',
  system: 'Sistema',
};

/** Who acted: the person's name, or 'API' / 'MCP' for a token's call, 'Cliente' for a client. */
export function actorLabel(entry: Pick<AuditEntryDto, 'actorKind' | 'actorName'>): string {
  return actorKinds[entry.actorKind] ?? entry.actorName ?? 'Usuário removido';
}

/** Entries whose words are not a verb plus a noun. */
const whole: Record<string, string> = {
  'call:api_token': 'Chamada à API REST',
  'call:mcp_token': 'Chamada ao servidor MCP',
  'create:api_token': 'Gerou o token da API',
  'create:mcp_token': 'Gerou o token MCP',
  'update:mcp_token': 'Gerou um novo token MCP',
  'delete:api_token': 'Revogou o token da API',
  'delete:mcp_token': 'Revogou o token MCP',
  'create:mcp_connection': 'Conectou um assistente de IA',
  'delete:mcp_connection': 'Revogou o acesso de um assistente de IA',
  'login:session': 'Entrou no sistema',
  'logout:session': 'Saiu do sistema',
  'export:client': 'Exportou os dados de um cliente (LGPD)',
  'erase:client': 'Apagou os dados de um cliente (LGPD)',
};

const verbs: Record<string, string> = {
  create: 'Criou',
  update: 'Alterou',
  delete: 'Removeu',
  move: 'Remarcou',
};

const nouns: Record<string, string> = {
  appointment: 'um agendamento',
  availability: 'um horário de atendimento',
  booking_form_settings: 'o formulário de agendamento',
  integration_settings: 'as integrações',
  notification_settings: 'as notificações',
  organization: 'a organização',
  product: 'um produto',
  user: 'um profissional',
  webhook_log: 'um webhook agendado',
  webhook_secret: 'a chave de assinatura dos webhooks',
  webhook_settings: 'os webhooks da organização',
  whatsapp_settings: 'as configurações do WhatsApp',
};

/** What was done, in pt-BR: 'Criou um agendamento', 'Chamada à API REST'. */
export function actionLabel(entry: Pick<AuditEntryDto, 'action' | 'entity'>): string {
  const { action, entity } = entry;
  return whole[`${action}:${entity}`] ?? `${verbs[action] ?? action} ${nouns[entity] ?? entity}`;
}
