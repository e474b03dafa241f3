import { z } from 'zod';
import { AppointmentStatus } from './appointment-status.ts';
import { IntakeAnswerDto } from './intake-dto.ts';
import { isAnonymizedEmail } from '../anonymized-client.ts';
import { MAX_EMAIL_LENGTH } from '../constants.ts';
import { validationMessages } from '../messages.ts';
import { privacyMessages } from '../messages-privacy.ts';

const p = privacyMessages;

/** The e-mail of an LGPD request: required, valid, compared lower-cased, never the placeholder. */
export const ClientEmail = z
  .string({ error: p.emailRequired })
  .trim()
  .min(1, p.emailRequired)
  .max(MAX_EMAIL_LENGTH, validationMessages.tooLong)
  .pipe(z.email({ error: validationMessages.invalidEmail }))
  .transform((email) => email.toLowerCase())
  .refine((email) => !isAnonymizedEmail(email), p.anonymizedEmail);

export const ExportFormat = z.enum(['json', 'csv'], { error: p.invalidFormat });
export type ExportFormat = z.infer<typeof ExportFormat>;

export const ClientExportQuery = z.object({
  email: ClientEmail,
  format: ExportFormat.default('json'),
});

export const EraseClientInput = z.object({ email: ClientEmail });
export type EraseClientInput = z.output<typeof EraseClientInput>;

/** What an erasure changed, by kind of record. */
export const ErasureCountsDto = z.object({
  /** Appointments kept in the agenda with their personal fields anonymized. */
  appointments: z.number().int(),
  /** Notification rows (webhooks, e-mails, WhatsApp, Google) whose copy was scrubbed. */
  notifications: z.number().int(),
  /** Client e-mails and WhatsApp messages still waiting that will no longer go out. */
  cancelledNotifications: z.number().int(),
  /** Stored e-mails whose address and content were removed. */
  emails: z.number().int(),
  /** Audit entries whose before/after copies were scrubbed. */
  auditEntries: z.number().int(),
});
export type ErasureCountsDto = z.infer<typeof ErasureCountsDto>;

export const EraseClientResultDto = ErasureCountsDto.extend({ message: z.string() });
export type EraseClientResultDto = z.infer<typeof EraseClientResultDto>;

const ExportedAppointment = z.object({
  id: z.string(),
  /** The intake answers and the privacy notice's acceptance (decision 084). */
  intakeAnswers: z.array(IntakeAnswerDto).optional(),
  privacyAcceptedAt: z.string().nullable().optional(),
  privacyNoticeVersion: z.number().int().nullable().optional(),
  professionalName: z.string().nullable(),
  productName: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  notes: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  timezone: z.string().nullable(),
  source: z.string(),
  /** Decision 083: scheduled, confirmed, attended or no_show. */
  status: AppointmentStatus,
  paymentStatus: z.string().nullable(),
  paymentAmount: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const ExportedNotification = z.object({
  id: z.string(),
  appointmentId: z.string().nullable(),
  eventType: z.string(),
  channel: z.string(),
  recipient: z.string(),
  destination: z.string().nullable(),
  status: z.string(),
  scheduledFor: z.string(),
  sentAt: z.string().nullable(),
  content: z.unknown(),
});

const ExportedEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

const ExportedAuditEntry = z.object({
  id: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  actorKind: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

/** Everything stored about one client e-mail in one organization (LGPD art. 18, II and V). */
/** A waitlist entry of the client (issue 36): the day asked for and what became of it. */
const ExportedWaitlistEntry = z.object({
  id: z.string(),
  professionalName: z.string(),
  date: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});

export const ClientDataExportDto = z.object({
  email: z.string(),
  organization: z.string(),
  exportedAt: z.string(),
  /** pt-BR: what each group holds and why it is kept. */
  meanings: z.record(z.string(), z.string()),
  appointments: z.array(ExportedAppointment),
  notifications: z.array(ExportedNotification),
  emails: z.array(ExportedEmail),
  auditEntries: z.array(ExportedAuditEntry),
  waitlist: z.array(ExportedWaitlistEntry),
});
export type ClientDataExportDto = z.infer<typeof ClientDataExportDto>;

/** The retention periods offered on the screen; the API takes any whole month from 6 to 120. */
export const RETENTION_MONTH_CHOICES = [6, 12, 24, 60] as const;
export const MIN_RETENTION_MONTHS = 6;
export const MAX_RETENTION_MONTHS = 120;

/** Months after a client's last appointment until their personal data is anonymized; null = off. */
export const RetentionSettingsDto = z.object({ retentionMonths: z.number().int().nullable() });
export type RetentionSettingsDto = z.infer<typeof RetentionSettingsDto>;

export const UpdateRetentionInput = z.object({
  retentionMonths: z
    .number({ error: p.invalidRetention })
    .int(p.invalidRetention)
    .min(MIN_RETENTION_MONTHS, p.invalidRetention)
    .max(MAX_RETENTION_MONTHS, p.invalidRetention)
    .nullable(),
});
export type UpdateRetentionInput = z.infer<typeof UpdateRetentionInput>;
