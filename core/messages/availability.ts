export const availabilityMessages = {
  notFound: 'Horário não encontrado.',
  invalidDay: 'Dia da semana inválido. Use 0 (Domingo) a 6 (Sábado).',
  invalidTime: 'Horário inválido. Use o formato HH:MM, de 00:00 a 23:59.',
  endBeforeStart: 'O horário de término deve ser depois do horário de início.',
  durationRange: 'A duração do atendimento deve ser de 15 a 240 minutos.',
  durationStep: 'A duração do atendimento deve ser múltipla de 15 minutos.',
  concurrencyRange: 'Os atendimentos simultâneos devem ser de 1 a 10.',
  durationDoesNotFit: (duration: number, start: string, end: string) =>
    `A duração de ${duration} minutos não cabe no intervalo de ${start} a ${end}.`,
  overlap: (day: string, start: string, end: string) =>
    `Este horário se sobrepõe a outro já configurado para ${day} (${start}–${end}).`,
  copyTargetsRequired: 'Escolha ao menos um dia para receber os horários.',
  copyToSameDay: 'Escolha dias diferentes do dia copiado.',
  copyFromEmptyDay: (day: string) => `${day} não tem horários para copiar.`,
} as const;
