/** pt-BR texts only the REST API v1 answers with (kept apart so the web bundle never loads them). */
export const apiV1Messages = {
  routeNotFound: 'Rota não encontrada na API v1. As rotas estão em /api/v1/openapi.json.',
  methodNotAllowed: (method: string, allowed: string[]) =>
    `O método ${method} não é aceito nesta rota. Use: ${allowed.join(', ')}.`,
  webhookNotFound: 'Inscrição de webhook não encontrada.',
  webhookUrlTaken: 'Já existe uma inscrição para esta URL. Remova-a antes de criar outra.',
  tooManyWebhooks: (max: number) =>
    `Limite de ${max} inscrições de webhook atingido. Remova uma antes de criar outra.`,
  webhookEventsRequired: 'Escolha pelo menos um evento.',
  webhookEventRepeated: 'Cada evento pode aparecer uma vez só.',
};
