import { typedDateParts } from './calendar-dates';

/** The 'Repetir' part of 'Novo Agendamento' as its inputs hold it. */
export type RepeatChoice = {
  /** '0': não repetir; '1'..'4': every so many weeks. */
  every: string;
  ends: 'count' | 'until';
  /** 'após N vezes' as typed. */
  count: string;
  /** 'em DD/MM/AAAA' as typed. */
  until: string;
};

export const noRepeat: RepeatChoice = { every: '0', ends: 'count', count: '10', until: '' };

export const repeatOptions = [
  { value: '0', label: 'Não repetir' },
  { value: '1', label: 'Toda semana' },
  { value: '2', label: 'A cada 2 semanas' },
  { value: '3', label: 'A cada 3 semanas' },
  { value: '4', label: 'A cada 4 semanas' },
];

/** The series' rule for the server, or an error to show under 'Termina'. */
export function recurrenceOf(
  choice: RepeatChoice,
): { intervalWeeks: number; count?: number; until?: string } | { error: string } | undefined {
  const intervalWeeks = Number(choice.every);
  if (!intervalWeeks) return undefined;
  if (choice.ends === 'count') {
    const count = Number(choice.count);
    if (!Number.isInteger(count) || count < 2) return { error: 'Informe de 2 a 52 vezes.' };
    if (count > 52) return { error: 'Uma série pode ter no máximo 52 ocorrências.' };
    return { intervalWeeks, count };
  }
  const parts = typedDateParts(choice.until);
  if (!parts) return { error: 'Data final inválida: use o formato dd/mm/aaaa.' };
  const [day, month, year] = parts.map((n) => String(n).padStart(2, '0'));
  return { intervalWeeks, until: `${year}-${month}-${day}` };
}
