export const dateOverridesMessages = {
  closed: (name: string) => `Não há atendimento neste dia: ${name}. Escolha outra data.`,
  notFound: 'Folga ou data especial não encontrada.',
  invalidDate: 'Data inválida: use o formato dd/mm/aaaa.',
  endBeforeStart: 'A data final deve ser igual ou depois da data inicial.',
  rangeTooLong: (days: number) => `Escolha um período de no máximo ${days} dias.`,
  nameRequired: 'Dê um nome, por exemplo Férias ou Audiência.',
  nameTooLong: 'Use no máximo 80 caracteres no nome.',
  timesTogether: 'Informe o início e o fim do horário especial, ou nenhum dos dois.',
  endTimeBeforeStart: 'O fim do horário especial deve ser depois do início.',
  overlap: (name: string, from: string, to: string) =>
    `Já existe '${name}' de ${from} a ${to} nestas datas. Edite-a ou escolha outras datas.`,
  forensicRecess: 'Recesso forense',
} as const;
