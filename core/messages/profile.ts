export const profileMessages = {
  defaultDurationRange: 'A duração padrão deve ser de 15 a 480 minutos.',
  defaultDurationStep: 'A duração padrão deve ser múltipla de 5 minutos.',
  bufferRange: 'O intervalo entre atendimentos deve ser de 0 a 240 minutos.',
  meetingTitleRequired: 'Informe o título da reunião.',
} as const;
