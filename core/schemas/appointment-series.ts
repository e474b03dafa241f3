import { z } from 'zod';
import { seriesMessages as s } from '../messages.ts';
import { isLocalDate } from '../scheduling/local-date.ts';
import { AppointmentDto, CreateAppointmentInput, Instant } from './appointments.ts';

/** The fields of a recurrence, before the rule that exactly one of `count` and `until` is given. */
export const RecurrenceFields = z.object({
  intervalWeeks: z
    .number({ error: s.invalidInterval })
    .int(s.invalidInterval)
    .min(1, s.invalidInterval)
    .max(4, s.invalidInterval),
  count: z.number({ error: s.invalidCount }).int(s.invalidCount).min(2, s.invalidCount).optional(),
  until: z.string({ error: s.invalidUntil }).refine(isLocalDate, s.invalidUntil).optional(),
});

/** A recurrence ends after `count` times or on `until`: exactly one of them. */
export const endsOnce = (r: { count?: number | undefined; until?: string | undefined }) =>
  (r.count === undefined) !== (r.until === undefined);
export const ENDS_ONCE = { error: s.endRequired, path: ['count'] };

/** 'Repetir': every `intervalWeeks` weeks, `count` times or until a date (yyyy-MM-dd), at most 52. */
export const RecurrenceInput = RecurrenceFields.refine(endsOnce, ENDS_ONCE);
export type RecurrenceInput = z.output<typeof RecurrenceInput>;

/** A staff booking repeated: each occurrence as `CreateAppointmentInput` would book it. */
export const CreateSeriesInput = CreateAppointmentInput.extend({
  recurrence: RecurrenceInput,
  /** Write the free dates and skip the taken ones; else a taken date refuses the whole series. */
  skipConflicts: z.boolean().optional(),
});
export type CreateSeriesInput = z.output<typeof CreateSeriesInput>;

/** A date of the series that could not be booked: when, as shown ('dd/MM/yyyy HH:mm'), and why. */
export const SeriesClashDto = z.object({
  startTime: z.string(),
  label: z.string(),
  reason: z.string(),
});
export type SeriesClashDto = z.infer<typeof SeriesClashDto>;

export const SeriesDto = z.object({
  id: z.string(),
  intervalWeeks: z.number(),
  count: z.number().nullable(),
  until: z.string().nullable(),
  appointments: z.array(AppointmentDto),
  skipped: z.array(SeriesClashDto),
});
export type SeriesDto = z.infer<typeof SeriesDto>;

export const SeriesScopeQuery = z.object({
  scope: z.enum(['following'], { error: s.invalidScope }),
});

export const MoveSeriesInput = z.object({
  startTime: Instant(s.moveRequired),
});
