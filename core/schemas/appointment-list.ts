import { z } from 'zod';
import { appointmentsMessages, usersMessages } from '../messages.ts';
import { apiMessages } from '../messages-api.ts';
import { isWithinInstantWindow } from '../scheduling/instant-window.ts';
import { type LocalDate, isLocalDate } from '../scheduling/local-date.ts';
import { Instant } from './appointments.ts';

const PeriodInstant = Instant(apiMessages.invalidPeriod);

/**
 * One end of a listed period: a date 'AAAA-MM-DD' (kept as the date: the use case reads it as a
 * whole day in a zone) or an instant. Both must fall in the accepted window.
 */
const PeriodBound = z
  .string({ error: apiMessages.invalidPeriod })
  .max(40, apiMessages.invalidPeriod)
  .describe(
    'Data AAAA-MM-DD (o dia inteiro, no fuso do profissional ou America/Sao_Paulo) ou instante ' +
      'ISO 8601 com fuso.',
  )
  .transform((text, ctx): LocalDate | Date => {
    // A date's noon in UTC stands for the whole day in any zone.
    if (isLocalDate(text)) {
      if (isWithinInstantWindow(Date.parse(`${text}T12:00:00Z`))) return text;
      ctx.addIssue({ code: 'custom', message: appointmentsMessages.outOfWindow });
      return z.NEVER;
    }
    const parsed = PeriodInstant.safeParse(text);
    if (parsed.success) return parsed.data;
    ctx.addIssue({
      code: 'custom',
      message: parsed.error.issues[0]?.message ?? apiMessages.invalidPeriod,
    });
    return z.NEVER;
  });

export const AppointmentListQuery = z.object({
  from: PeriodBound.optional(),
  to: PeriodBound.optional(),
  userId: z.uuid({ error: usersMessages.notFound }).optional(),
});
