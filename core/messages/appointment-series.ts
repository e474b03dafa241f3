/** Recurring appointments booked by staff ('Repetir', decision 074). */
export const seriesMessages = {
  needsProfessional: 'Uma série precisa do profissional (professionalId).',
  /** REST v1 names the professional `userId`. */
  needsUserId: 'Uma série precisa do profissional (userId).',
  maxOccurrences: 52,
  tooMany: 'Uma série pode ter no máximo 52 ocorrências.',
  invalidInterval: 'Repita a cada 1 a 4 semanas.',
  invalidCount: 'Informe quantas vezes repetir (de 2 a 52).',
  endRequired: 'Informe quando a série termina: após N vezes ou em uma data.',
  untilBeforeStart: 'A data final deve ser depois do primeiro agendamento.',
  invalidUntil: 'Data final inválida: use o formato dd/mm/aaaa.',
  clashes: (count: number) =>
    count === 1
      ? '1 data da série está ocupada. Pule o conflito ou cancele.'
      : `${count} datas da série estão ocupadas. Pule os conflitos ou cancele.`,
  allClash: 'Todas as datas da série estão ocupadas.',
  notInSeries: 'Este agendamento não faz parte de uma série.',
  invalidScope: 'Escolha "Somente este" ou "Este e os seguintes".',
  moveRequired: 'Informe o novo início.',
} as const;
