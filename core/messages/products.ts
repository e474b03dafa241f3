export const productsMessages = {
  notFound: 'Produto não encontrado.',
  nameRequired: 'Nome do produto é obrigatório',
  durationPositive: 'Duração deve ser maior que 0',
  durationInteger: 'A duração deve ser um número inteiro de minutos.',
  durationTooLong: 'A duração deve ser de no máximo 1440 minutos (24 horas).',
  invalidPrice: 'Preço inválido. Informe um valor em reais, por exemplo 150,50.',
  negativePrice: 'O preço não pode ser negativo.',
  priceDecimals: 'O preço deve ter no máximo 2 casas decimais (centavos).',
  priceTooHigh: 'O preço deve ser de no máximo R$ 1.000.000,00.',
  createError: 'Erro ao criar produto',
  updateError: 'Erro ao atualizar produto',
  deleteError: 'Erro ao deletar produto',
} as const;
