import { z } from 'zod';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  ROLES,
} from '../constants.ts';
import { authMessages, validationMessages } from '../messages.ts';
import { OrganizationName } from './organization.ts';

const v = validationMessages;

export const Email = z
  .string({ error: v.required })
  .trim()
  .min(1, v.required)
  .max(MAX_EMAIL_LENGTH, v.tooLong)
  .pipe(z.email({ error: v.invalidEmail }))
  .transform((email) => email.toLowerCase());

export const NewPassword = z
  .string({ error: v.required })
  .min(MIN_PASSWORD_LENGTH, v.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, v.tooLong);

export const PersonName = z
  .string({ error: v.required })
  .trim()
  .min(1, v.required)
  .max(MAX_NAME_LENGTH, v.tooLong);

export const RegisterAdminInput = z.object({
  name: PersonName,
  /** The office's name; callers of the API that leave it out get the admin's name, as before. */
  organizationName: OrganizationName.optional(),
  email: Email,
  password: NewPassword,
});
export type RegisterAdminInput = z.infer<typeof RegisterAdminInput>;

/** The registration form adds the confirmation, checked before any call (SPEC §5). */
export const RegisterForm = z
  .object({
    name: PersonName,
    organizationName: OrganizationName,
    email: Email,
    password: z.string().min(1, v.required).max(MAX_PASSWORD_LENGTH, v.tooLong),
    confirmPassword: z.string().min(1, v.required),
  })
  .superRefine((form, ctx) => {
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: v.passwordsDontMatch });
    } else if (form.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: v.passwordTooShort });
    }
  });
export type RegisterForm = z.infer<typeof RegisterForm>;

export const LoginInput = z.object({
  email: Email,
  password: z.string({ error: v.required }).min(1, v.required).max(MAX_PASSWORD_LENGTH, v.tooLong),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const ExternalLoginInput = z.object({
  externalToken: z.string({ error: v.required }).min(1, v.required).max(4096, v.tooLong),
  loginEmail: Email.optional(),
  // Sent by the original client; never trusted: the server asks the provider itself.
  externalUserData: z.unknown().optional(),
  isAdmin: z.unknown().optional(),
});
export type ExternalLoginInput = z.infer<typeof ExternalLoginInput>;

export const UserDto = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  title: z.string().nullable(),
  description: z.string().nullable(),
  color: z.string(),
  isActive: z.boolean(),
  bookingSlug: z.string(),
  timezone: z.string(),
  defaultDuration: z.number().int(),
  bufferTime: z.number().int(),
  meetingTitle: z.string(),
  meetingDescription: z.string(),
  calendarSync: z.boolean(),
  autoCreateMeet: z.boolean(),
  /** Holidays of the office close the public agenda, except the dates in openedHolidays. */
  blockHolidays: z.boolean(),
  openedHolidays: z.array(z.string()),
  /** Booking window: a client books at least this many minutes and at most this many days ahead. */
  minimumNoticeMinutes: z.number().int(),
  maximumHorizonDays: z.number().int(),
  /** Areas of practice (issue 34), e.g. 'Trabalhista'. */
  areas: z.array(z.string()),
});
export type UserDto = z.infer<typeof UserDto>;

export const AuthResponse = z.object({
  user: UserDto,
  token: z.string(),
  expiresAt: z.string(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

/**
 * GET /api/auth/session: who the browser's session belongs to (null when none) and, once signed
 * in, whether this server sends e-mail (SMTP_URL set) or only keeps it.
 */
export const SessionDto = z.object({
  user: UserDto.nullable(),
  emailConfigured: z.boolean().optional(),
});
export type SessionDto = z.infer<typeof SessionDto>;

const CurrentPassword = z
  .string({ error: v.required })
  .min(1, v.required)
  .max(MAX_PASSWORD_LENGTH, v.tooLong);

/** A form's second copy of the new password must match the first. */
function confirmationMatches(
  form: { confirmPassword: string },
  password: string,
  ctx: z.RefinementCtx,
) {
  if (form.confirmPassword !== password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: v.passwordsDontMatch });
  }
}

/** The signed-in user changes their password: the current one proves it is them. */
export const ChangePasswordInput = z.object({
  currentPassword: CurrentPassword,
  newPassword: NewPassword,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** The Configurações form adds the confirmation, checked before any call. */
export const ChangePasswordForm = ChangePasswordInput.extend({
  confirmPassword: z.string().min(1, v.required),
}).superRefine((form, ctx) => confirmationMatches(form, form.newPassword, ctx));
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

/** 'Esqueci minha senha': the address a reset link goes to, if it has an account. */
export const PasswordResetRequestInput = z.object({ email: Email });
export type PasswordResetRequestInput = z.infer<typeof PasswordResetRequestInput>;

const ResetToken = z
  .string({ error: authMessages.resetInvalidLink })
  .min(1, authMessages.resetInvalidLink)
  .max(200, authMessages.resetInvalidLink);

/** The link's token and the new password. */
export const PasswordResetConfirmInput = z.object({ token: ResetToken, password: NewPassword });
export type PasswordResetConfirmInput = z.infer<typeof PasswordResetConfirmInput>;

/** The reset page's form: the new password twice. */
export const PasswordResetForm = z
  .object({ password: NewPassword, confirmPassword: z.string().min(1, v.required) })
  .superRefine((form, ctx) => confirmationMatches(form, form.password, ctx));
export type PasswordResetForm = z.infer<typeof PasswordResetForm>;

/** An answer that only says something in pt-BR. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
