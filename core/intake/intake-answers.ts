import { intakeMessages as m } from '../messages/intake.ts';
import { normalizeCnjNumber } from './cnj-number.ts';
import { normalizeCpfCnpj } from './document-number.ts';

import type { IntakeAnswer, IntakeType } from './intake-types.ts';

export { INTAKE_TYPES, type IntakeAnswer, type IntakeType } from './intake-types.ts';
export { questionApplies } from './question-applies.ts';

/** A question as the booking form asks it. */
export interface AskedQuestion {
  id: string;
  label: string;
  type: IntakeType;
  required: boolean;
  options: readonly string[];
}

const MAX_ANSWER = { short_text: 200, long_text: 2000 } as const;

/** A real calendar day written dd/mm/aaaa (years 1900–2199). */
function normalizeDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCDate() === day && date.getUTCMonth() === month - 1;
  return real && year >= 1900 && year < 2200 ? text : null;
}

/** The answer as it is kept, or the pt-BR message that refuses it. */
function checkOne(question: AskedQuestion, text: string): { answer: string } | { error: string } {
  switch (question.type) {
    case 'short_text':
    case 'long_text':
      return text.length > MAX_ANSWER[question.type]
        ? { error: m.answerTooLong }
        : { answer: text };
    case 'choice':
      return question.options.includes(text) ? { answer: text } : { error: m.invalidChoice };
    case 'yes_no':
      return text === m.yes || text === m.no ? { answer: text } : { error: m.invalidYesNo };
    case 'cpf_cnpj': {
      const answer = normalizeCpfCnpj(text);
      return answer ? { answer } : { error: m.invalidCpfCnpj };
    }
    case 'cnj_number': {
      const answer = normalizeCnjNumber(text);
      return answer ? { answer } : { error: m.invalidCnj };
    }
    case 'date': {
      const answer = normalizeDate(text);
      return answer ? { answer } : { error: m.invalidDate };
    }
  }
}

/**
 * Checks the client's answers to the questions asked (the same on the form and on the server):
 * the kept answers in the questions' order, and the errors by question id. Blank optional
 * questions are left out; answers to questions not asked are ignored.
 */
export function checkIntakeAnswers(
  questions: readonly AskedQuestion[],
  given: Readonly<Record<string, string | undefined>> | null | undefined,
): { answers: IntakeAnswer[]; errors: Record<string, string> } {
  const answers: IntakeAnswer[] = [];
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const text = (given?.[question.id] ?? '').trim();
    if (!text) {
      if (question.required) errors[question.id] = m.answerRequired;
      continue;
    }
    const checked = checkOne(question, text);
    if ('error' in checked) errors[question.id] = checked.error;
    else
      answers.push({
        questionId: question.id,
        label: question.label,
        type: question.type,
        answer: checked.answer,
      });
  }
  return { answers, errors };
}

/** Typing help: digits become dd/mm/aaaa as they are typed. */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** Typing help: digits become NNNNNNN-DD.AAAA.J.TR.OOOO as they are typed. */
export function maskCnj(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 20);
  const parts: [string, number, number][] = [
    ['-', 7, 9],
    ['.', 9, 13],
    ['.', 13, 14],
    ['.', 14, 16],
    ['.', 16, 20],
  ];
  let out = d.slice(0, 7);
  for (const [sep, from, to] of parts) if (d.length > from) out += sep + d.slice(from, to);
  return out;
}
