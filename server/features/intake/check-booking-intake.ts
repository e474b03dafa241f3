import { AppError, type FieldErrors } from '@core/app-error.ts';
import { checkIntakeAnswers, type IntakeAnswer } from '@core/intake/intake-answers.ts';
import { intakeMessages as m } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { bookingIntakeOf } from './intake-questions.repository.ts';

/** What a public booking keeps of its intake (plain data: it may cross to PGlite's thread). */
export interface BookingIntake {
  intakeAnswers: IntakeAnswer[] | null;
  /** Epoch milliseconds of the acceptance, and the notice's version; null without a consent. */
  privacyAcceptedAt: number | null;
  privacyNoticeVersion: number | null;
}

export interface IntakeRequest {
  organizationId: string;
  /** What is booked: the product, and for 'Qualquer profissional' the office service. */
  productId?: string | null | undefined;
  serviceId?: string | null | undefined;
  intakeAnswers?: Readonly<Record<string, string>> | null | undefined;
  privacyAccepted?: boolean | null | undefined;
  now: number;
}

/**
 * Checks a public booking's answers to the office's questions that apply to it, and the consent
 * to the office's own privacy notice (decision 084). Refused (400, pt-BR, by field) before
 * anything is written.
 */
export async function checkBookingIntake(db: Db, request: IntakeRequest): Promise<BookingIntake> {
  const office = await bookingIntakeOf(db, request.organizationId, [
    request.productId,
    request.serviceId,
  ]);
  const { answers, errors } = checkIntakeAnswers(office.questions, request.intakeAnswers);
  const fieldErrors: FieldErrors = {};
  for (const [id, message] of Object.entries(errors)) fieldErrors[`intakeAnswers.${id}`] = message;
  if (office.consentRequired && request.privacyAccepted !== true) {
    fieldErrors.privacyAccepted = m.consentRequired;
  }
  const count = Object.keys(fieldErrors).length;
  if (count) {
    const message = count === 1 ? Object.values(fieldErrors)[0]! : m.answersInvalid;
    throw new AppError('VALIDATION', message, fieldErrors);
  }
  const consented = office.consentRequired || request.privacyAccepted === true;
  return {
    intakeAnswers: answers.length ? answers : null,
    privacyAcceptedAt: consented ? request.now : null,
    privacyNoticeVersion: consented ? office.noticeVersion : null,
  };
}
