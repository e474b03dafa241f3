/**
 * Texts of connecting an AI assistant over OAuth (decision 033): the consent screen and its API.
 * Kept apart from core/messages.ts so public pages do not load them.
 */
export const oauthMessages = {
  requestExpired:
    'Este pedido de conexão expirou ou já foi usado. Volte ao assistente de IA e conecte de novo.',
  adminOnly:
    'Só um administrador do escritório pode conectar assistentes de IA. Peça a um administrador para fazer a conexão.',
  mcpDisabled:
    'O servidor MCP está desativado neste escritório. Ative-o em Integrações IA e conecte o assistente de novo.',
  unnamedClient: 'Assistente sem nome',
  connectionNotFound: 'Este assistente já não está conectado.',
} as const;
