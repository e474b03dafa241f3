import { formatNotice } from '../scheduling/booking-window.ts';

/** The booking window (issue 34): minimum notice and maximum horizon of public bookings. */
export const bookingWindowMessages = {
  noticeRange: 'A antecedência mínima deve ser um número inteiro de 0 a 43200 minutos (30 dias).',
  horizonRange: 'O prazo para agendar deve ser um número inteiro de 1 a 730 dias.',
  slotIntervalRange: 'O intervalo entre horários deve ser um número inteiro de 5 a 1440 minutos.',
  /** A booking closer than the notice (400 with suggestions). */
  tooSoon: (minutes: number) =>
    `Este horário exige pelo menos ${formatNotice(minutes)} de antecedência. Escolha um horário mais adiante.`,
  /** A booking past the horizon (400 with suggestions); `last` is dd/MM/yyyy. */
  tooFar: (days: number, last: string) =>
    `Só é possível agendar até ${days} dias à frente (até ${last}). Escolha uma data mais próxima.`,
  /** Shown on the public booking page. */
  noticeHint: (minutes: number) =>
    `Agende com pelo menos ${formatNotice(minutes)} de antecedência.`,
  horizonHint: (days: number) => `Agendamentos até ${days} dias à frente.`,
} as const;
