export const genericMessages = {
  notFound: 'Recurso não encontrado.',
  rateLimited: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const;
