import { z } from 'zod';
import { INTAKE_TYPES } from '../intake/intake-types.ts';

/** One kept answer (AppointmentDto.intakeAnswers, webhooks, REST v1, MCP; decision 084). */
export const IntakeAnswerDto = z.object({
  questionId: z.string(),
  label: z.string(),
  type: z.enum(INTAKE_TYPES),
  answer: z.string(),
});

export const IntakeQuestionDto = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(INTAKE_TYPES),
  required: z.boolean(),
  options: z.array(z.string()),
  /** Products or office services it is limited to; empty: every booking. */
  serviceIds: z.array(z.string()),
  position: z.number().int(),
});
export type IntakeQuestionDto = z.infer<typeof IntakeQuestionDto>;

/** What the public form asks (BookingPageDto.intake). */
export const PublicIntakeDto = z.object({
  questions: z.array(IntakeQuestionDto.omit({ position: true })),
  /** The office has its own privacy notice: the client must tick its acceptance. */
  consentRequired: z.boolean(),
});
export type PublicIntakeDto = z.infer<typeof PublicIntakeDto>;
