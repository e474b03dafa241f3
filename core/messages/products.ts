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
  createdTitle: 'Produto criado',
  /** Said of any service, whatever the gender of its name ('Consulta', 'Parecer'). */
  createdDescription: (name: string) => `Já é possível escolher “${name}” ao agendar.`,
  updatedTitle: 'Produto atualizado',
  updatedDescription: (name: string) => `As alterações de “${name}” foram salvas.`,
  createError: 'Erro ao criar produto',
  updateError: 'Erro ao atualizar produto',
  deleteError: 'Erro ao deletar produto',
} as const;
