import { z } from 'zod';
import { messages } from '../messages.ts';

/** The signed-in user's Google connection (SPEC §3 Google status). */
export const GoogleStatusDto = z.object({
  connected: z.boolean(),
  googleEmail: z.string().nullable(),
  calendarId: z.string().nullable(),
  calendarName: z.string().nullable(),
  /** Google refused the stored grant: the user must connect again. */
  needsReconnect: z.boolean(),
});
export type GoogleStatusDto = z.infer<typeof GoogleStatusDto>;

export const GoogleAuthUrlDto = z.object({ authUrl: z.string() });

/** One of the user's Google calendars (SPEC §3 Calendar). */
export const GoogleCalendarDto = z.object({
  id: z.string(),
  summary: z.string(),
  primary: z.boolean(),
});
export type GoogleCalendarDto = z.infer<typeof GoogleCalendarDto>;

export const ChooseGoogleCalendarInput = z.object({
  calendarId: z
    .string({ error: messages.google.calendarRequired })
    .trim()
    .min(1, messages.google.calendarRequired)
    .max(1024, messages.validation.tooLong),
});
export type ChooseGoogleCalendarInput = z.infer<typeof ChooseGoogleCalendarInput>;

export const GoogleCalendarChosenDto = z.object({ calendarName: z.string() });

export const GoogleUserInfoDto = z.object({ email: z.string(), name: z.string().nullable() });

export const GoogleTestDto = z.object({
  user: z.object({ email: z.string() }),
  calendar: z.object({ summary: z.string() }),
});
export type GoogleTestDto = z.infer<typeof GoogleTestDto>;

export const GoogleCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(4096).optional(),
  error: z.string().max(512).optional(),
});
