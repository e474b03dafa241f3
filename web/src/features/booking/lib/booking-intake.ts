import { questionApplies } from '@core/intake/question-applies.ts';
import type { PublicIntakeDto } from '@core/schemas/intake-dto.ts';
import type { ClientDetails } from './client-form';

/**
 * The office's questions for what is booked (products, office service; decision 084). Read by the
 * client form, loaded on demand: the booking pages' first scripts carry none of it.
 */
export function intakeFor(all: PublicIntakeDto | undefined, chosen: (string | null | undefined)[]) {
  const questions = (all?.questions ?? []).filter((question) =>
    questionApplies(question.serviceIds, chosen),
  );
  return { questions, consentRequired: all?.consentRequired ?? false };
}

/** What the booking sends of the form: the answers to the questions asked, and the tick if asked. */
export type IntakeBody = { intakeAnswers?: Record<string, string>; privacyAccepted?: true };

/** The body's answers: only those of the questions asked, and the tick when it was asked. */
export function answersOf(
  intake: ReturnType<typeof intakeFor>,
  values: Pick<ClientDetails, 'intakeAnswers'>,
): IntakeBody {
  if (!intake.questions.length && !intake.consentRequired) return {};
  const asked = new Set(intake.questions.map((question) => question.id));
  const intakeAnswers = Object.fromEntries(
    Object.entries(values.intakeAnswers).filter(([id, answer]) => asked.has(id) && answer.trim()),
  );
  return { intakeAnswers, ...(intake.consentRequired ? { privacyAccepted: true } : {}) };
}
