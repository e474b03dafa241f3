export const integrationsMessages = {
  apiTokenExists:
    'Já existe um token da API para esta organização. Para trocá-lo, revogue o atual em Integrações IA e gere outro.',
  missingToken: 'Envie o token no cabeçalho Authorization: Bearer <token>.',
  invalidToken: 'Token inválido, revogado ou expirado.',
  apiDisabled: 'A API REST está desativada. Um administrador pode ativá-la em Integrações IA.',
  mcpDisabled: 'O servidor MCP está desativado. Um administrador pode ativá-lo em Integrações IA.',
  generateApiError: 'Falha ao gerar token API',
  generateMcpError: 'Falha ao gerar token MCP',
  invalidToggle: 'Informe enabled: true ou false.',
} as const;
