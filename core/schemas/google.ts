import { z } from 'zod';
import { googleMessages, usersMessages, validationMessages } from '../messages.ts';
import { apiMessages } from '../messages-api.ts';
import { Instant } from './appointments.ts';

/** The signed-in user's Google connection (SPEC §3 Google status). */
export const GoogleStatusDto = z.object({
  /** False when this server has no Google client: the card says 'não configurado'. */
  configured: z.boolean(),
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
    .string({ error: googleMessages.calendarRequired })
    .trim()
    .min(1, googleMessages.calendarRequired)
    .max(1024, validationMessages.tooLong),
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

/** The range of an agenda screen whose appointments are checked against Google (at most 62 days). */
export const GoogleConflictsQuery = z.object({
  from: Instant(apiMessages.invalidInstantRange),
  to: Instant(apiMessages.invalidInstantRange),
  userId: z.uuid({ error: usersMessages.notFound }).optional(),
});
export type GoogleConflictsQuery = z.infer<typeof GoogleConflictsQuery>;

/** Appointments that overlap a busy time of their professional's Google Calendar (not ours). */
export const GoogleConflictsDto = z.object({
  conflicts: z.array(z.object({ appointmentId: z.string(), userId: z.string() })),
  /** Professionals whose calendar could not be read now (Google down or slow). */
  unavailable: z.array(z.string()),
});
export type GoogleConflictsDto = z.infer<typeof GoogleConflictsDto>;
