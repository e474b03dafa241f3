import { z } from 'zod';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_MEETING_DESCRIPTION_LENGTH,
  MAX_MEETING_TITLE_LENGTH,
  PROFILE_BUFFER,
  PROFILE_DEFAULT_DURATION,
} from '../constants.ts';
import {
  bookingWindowMessages,
  holidaysMessages,
  profileMessages,
  validationMessages,
} from '../messages.ts';
import { BOOKING_HORIZON, BOOKING_NOTICE } from '../scheduling/booking-window.ts';
import { PersonName } from './auth.ts';
import { Areas } from './areas.ts';
import { HolidayDate } from './holidays.ts';
import { wholeNumber } from './numbers.ts';
import { BlankableText, Flag, OptionalText, Timezone } from './users.ts';

const pr = profileMessages;

export const DefaultDuration = wholeNumber(
  PROFILE_DEFAULT_DURATION,
  pr.defaultDurationRange,
  pr.defaultDurationStep,
);

export const BufferTime = wholeNumber(PROFILE_BUFFER, pr.bufferRange);

export const MinimumNotice = wholeNumber(BOOKING_NOTICE, bookingWindowMessages.noticeRange);
export const MaximumHorizon = wholeNumber(BOOKING_HORIZON, bookingWindowMessages.horizonRange);

/** The signed-in user edits their own profile; absent fields keep their current value. */
export const UpdateProfileInput = z.object({
  name: PersonName.optional(),
  title: OptionalText(120),
  description: OptionalText(MAX_DESCRIPTION_LENGTH),
  timezone: Timezone.optional(),
  defaultDuration: DefaultDuration.optional(),
  bufferTime: BufferTime.optional(),
  meetingTitle: z
    .string({ error: pr.meetingTitleRequired })
    .trim()
    .min(1, pr.meetingTitleRequired)
    .max(MAX_MEETING_TITLE_LENGTH, validationMessages.tooLong)
    .optional(),
  meetingDescription: BlankableText(MAX_MEETING_DESCRIPTION_LENGTH),
  calendarSync: Flag.optional(),
  autoCreateMeet: Flag.optional(),
  blockHolidays: Flag.optional(),
  /** The holidays this professional works on (their dates), replacing the list. */
  openedHolidays: z
    .array(HolidayDate)
    .max(100, holidaysMessages.tooManyOpened)
    .transform((dates) => [...new Set(dates)].sort())
    .optional(),
  minimumNoticeMinutes: MinimumNotice.optional(),
  maximumHorizonDays: MaximumHorizon.optional(),
  /** Areas of practice (issue 34), replacing the list. */
  areas: Areas.optional(),
});
export type UpdateProfileInput = z.output<typeof UpdateProfileInput>;
