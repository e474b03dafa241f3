import { z } from 'zod';
import { AVAILABILITY_CONCURRENCY, AVAILABILITY_DURATION } from '../constants.ts';
import { availabilityMessages, usersMessages } from '../messages.ts';
import { TIME_OF_DAY_PATTERN, minutesOfDay } from '../time-of-day.ts';
import { wholeNumber } from './numbers.ts';
import { Flag } from './users.ts';

const a = availabilityMessages;

/** 'HH:MM' on a 24-hour clock. */
export const TimeOfDay = z
  .string({ error: a.invalidTime })
  .regex(TIME_OF_DAY_PATTERN, a.invalidTime);

export const DayOfWeek = wholeNumber({ min: 0, max: 6 }, a.invalidDay);

export const AppointmentDuration = wholeNumber(
  AVAILABILITY_DURATION,
  a.durationRange,
  a.durationStep,
);

export const MaxConcurrentAppointments = wholeNumber(AVAILABILITY_CONCURRENCY, a.concurrencyRange);

/** A weekly window; the end comes after the start and one appointment fits in it. */
export const CreateAvailabilityInput = z
  .object({
    userId: z.uuid({ error: usersMessages.notFound }).optional(),
    dayOfWeek: DayOfWeek,
    startTime: TimeOfDay,
    endTime: TimeOfDay,
    appointmentDuration: AppointmentDuration.default(AVAILABILITY_DURATION.default),
    maxConcurrentAppointments: MaxConcurrentAppointments.default(AVAILABILITY_CONCURRENCY.default),
    isActive: Flag.default(true),
  })
  .superRefine((row, ctx) => {
    const start = minutesOfDay(row.startTime);
    const end = minutesOfDay(row.endTime);
    if (end <= start) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: a.endBeforeStart });
    } else if (end - start < row.appointmentDuration) {
      ctx.addIssue({
        code: 'custom',
        path: ['appointmentDuration'],
        message: a.durationDoesNotFit(row.appointmentDuration, row.startTime, row.endTime),
      });
    }
  });
export type CreateAvailabilityInput = z.output<typeof CreateAvailabilityInput>;

/** The toggle of SPEC §7 sends { id, isActive }; the id of the path is the one used. */
export const ToggleAvailabilityInput = z.object({ isActive: Flag });
export type ToggleAvailabilityInput = z.output<typeof ToggleAvailabilityInput>;

/** Copies one weekday's windows to other weekdays, replacing the windows those days had. */
export const CopyDayAvailabilityInput = z
  .object({
    userId: z.uuid({ error: usersMessages.notFound }).optional(),
    fromDay: DayOfWeek,
    toDays: z
      .array(DayOfWeek, { error: a.copyTargetsRequired })
      .min(1, a.copyTargetsRequired)
      .max(6, a.invalidDay)
      .transform((days) => [...new Set(days)]),
  })
  .refine((copy) => !copy.toDays.includes(copy.fromDay), {
    path: ['toDays'],
    message: a.copyToSameDay,
  });
export type CopyDayAvailabilityInput = z.output<typeof CopyDayAvailabilityInput>;

export const AvailabilityIdParams = z.object({ id: z.uuid({ error: a.notFound }) });

export const AvailabilityDto = z.object({
  id: z.string(),
  userId: z.string(),
  dayOfWeek: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  appointmentDuration: z.number().int(),
  maxConcurrentAppointments: z.number().int(),
  isActive: z.boolean(),
});
export type AvailabilityDto = z.infer<typeof AvailabilityDto>;
