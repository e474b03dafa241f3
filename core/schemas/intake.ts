import { z } from 'zod';
import { INTAKE_TYPES } from '../intake/intake-types.ts';
import { intakeMessages as m } from '../messages.ts';

const Option = z.string().trim().min(1).max(100);

/** POST/PUT /api/admin/intake-questions (decision 084): the whole question; a PUT replaces it. */
export const IntakeQuestionInput = z
  .object({
    label: z
      .string({ error: m.labelRequired })
      .trim()
      .min(1, m.labelRequired)
      .max(200, m.labelTooLong),
    type: z.enum(INTAKE_TYPES),
    required: z.boolean().default(false),
    options: z.array(Option).max(30).default([]),
    serviceIds: z
      .array(z.uuid({ error: m.serviceNotFound }))
      .max(100)
      .default([]),
  })
  .superRefine(({ type, options }, ctx) => {
    if (type === 'choice' && new Set(options).size < 2) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: m.optionsRequired });
    }
  })
  .transform((question) => ({
    ...question,
    options: question.type === 'choice' ? [...new Set(question.options)] : [],
    serviceIds: [...new Set(question.serviceIds)],
  }));
export type IntakeQuestionInput = z.output<typeof IntakeQuestionInput>;

export const IntakeQuestionIdParams = z.object({ id: z.uuid({ error: m.notFound }) });

/** PUT /api/admin/intake-questions/order: every question's id, in the new order. */
export const IntakeOrderInput = z.object({ ids: z.array(z.uuid({ error: m.notFound })).max(200) });

export { IntakeAnswerDto, IntakeQuestionDto, PublicIntakeDto } from './intake-dto.ts';
