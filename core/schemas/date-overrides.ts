import { z } from 'zod';
import { dateOverridesMessages, usersMessages } from '../messages.ts';
import { daysBetween, isLocalDate } from '../scheduling/local-date.ts';
import { minutesOfDay } from '../time-of-day.ts';
import { TimeOfDay } from './availability.ts';

const m = dateOverridesMessages;

/** The longest override, in days (both ends included). */
export const DATE_OVERRIDE_MAX_DAYS = 400;

const OverrideDate = z.string({ error: m.invalidDate }).refine(isLocalDate, m.invalidDate);

const fields = {
  /** yyyy-MM-dd; the web types dd/mm/aaaa. */
  startDate: OverrideDate,
  endDate: OverrideDate,
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(80, m.nameTooLong),
  /** Both set: the dates keep these hours instead of their weekly ones; both null: closed. */
  startTime: TimeOfDay.nullish().transform((time) => time ?? null),
  endTime: TimeOfDay.nullish().transform((time) => time ?? null),
};

function checkOverride(
  row: { startDate: string; endDate: string; startTime: string | null; endTime: string | null },
  ctx: z.RefinementCtx,
) {
  const days = daysBetween(row.startDate, row.endDate);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endBeforeStart });
  else if (days + 1 > DATE_OVERRIDE_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: m.rangeTooLong(DATE_OVERRIDE_MAX_DAYS),
    });
  }
  if ((row.startTime === null) !== (row.endTime === null)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: m.timesTogether });
  } else if (
    row.startTime &&
    row.endTime &&
    minutesOfDay(row.endTime) <= minutesOfDay(row.startTime)
  ) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: m.endTimeBeforeStart });
  }
}

/** A professional's own day off or different hours (a date or a range). */
export const DateOverrideInput = z.object(fields).superRefine(checkOverride);
export type DateOverrideInput = z.output<typeof DateOverrideInput>;

/** An admin's: for a professional of their office, or for the whole office (userId null). */
export const AdminDateOverrideInput = z
  .object({ ...fields, userId: z.uuid({ error: usersMessages.notFound }).nullable().default(null) })
  .superRefine(checkOverride);
export type AdminDateOverrideInput = z.output<typeof AdminDateOverrideInput>;

export const DateOverrideDto = z.object({
  id: z.string(),
  /** null: the whole office. */
  userId: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  name: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type DateOverrideDto = z.infer<typeof DateOverrideDto>;

/** A booking (not cancelled) already inside a saved override's dates: the office may move it. */
export const BookingInsideDto = z.object({
  id: z.string(),
  userId: z.string(),
  clientName: z.string(),
  startTime: z.string(),
});
export type BookingInsideDto = z.infer<typeof BookingInsideDto>;

export const SavedDateOverrideDto = z.object({
  override: DateOverrideDto,
  bookingsInside: z.array(BookingInsideDto),
});
export type SavedDateOverrideDto = z.infer<typeof SavedDateOverrideDto>;

export const DateOverrideIdParams = z.object({ id: z.uuid({ error: m.notFound }) });

/** The days overrides close in a range (for the agendas), named. */
export const DateOverrideDaysQuery = z.object({
  from: OverrideDate,
  to: OverrideDate,
  userId: z.uuid({ error: usersMessages.notFound }).optional(),
});
