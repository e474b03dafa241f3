import { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH } from '../constants.ts';
import { appointmentsMessages, productsMessages } from '../messages.ts';
import { PHONE_INPUT_MAX_LENGTH, normalizePhone } from '../phone.ts';
import { AppointmentLocationDto } from '../location/appointment-location.ts';
import { isWithinInstantWindow } from '../scheduling/instant-window.ts';
import { isLocalDate } from '../scheduling/local-date.ts';
import { Email, PersonName } from './auth.ts';
import { PaymentStatus, PixPaymentDto } from './pix.ts';
import { AppointmentStatus } from './appointment-status.ts';
import { HexColor, OptionalText } from './users.ts';
import { IntakeAnswerDto } from './intake-dto.ts';

const a = appointmentsMessages;
export const MAX_APPOINTMENT_MINUTES = 24 * 60;

/**
 * RFC 3339 (§5.6, and the JSON Schema format `date-time`) lets the 'T' and 'Z' be lowercase and
 * the 'T' be a space; written here as ISO 8601's uppercase 'T' and 'Z', which the check reads.
 */
function rfc3339AsIso(text: string): string {
  return text.replace(/^(\d{4}-\d\d-\d\d)[ t]/, '$1T').replace(/z$/, 'Z');
}

/**
 * An instant as ISO 8601 with a zone or offset ('2026-11-23T12:00:00Z', '...-03:00'): a 4-digit
 * year, and within the accepted window (from 2000 to 5 years ahead), else a pt-BR 400.
 */
export const Instant = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .transform(rfc3339AsIso)
    .pipe(z.iso.datetime({ offset: true, error: message }))
    .transform((text, ctx) => {
      const instant = new Date(text);
      if (isWithinInstantWindow(instant.getTime())) return instant;
      ctx.addIssue({ code: 'custom', message: a.outOfWindow });
      return z.NEVER;
    });

/** A phone in any common writing, saved as +55(XX) XXXXX-XXXX; blank means none. */
export const Phone = z
  .string()
  .max(PHONE_INPUT_MAX_LENGTH + 12, a.invalidPhone)
  .nullish()
  .transform((text, ctx) => {
    if (!text?.trim()) return null;
    const phone = normalizePhone(text);
    if (!phone) ctx.addIssue({ code: 'custom', message: a.invalidPhone });
    return phone ?? null;
  });

export const Notes = OptionalText(MAX_DESCRIPTION_LENGTH);
const Duration = z
  .number({ error: productsMessages.durationInteger })
  .int(productsMessages.durationInteger)
  .min(1, a.durationRange)
  .max(MAX_APPOINTMENT_MINUTES, a.tooLong);

const ClientFields = {
  clientName: PersonName,
  clientEmail: Email,
  clientPhone: Phone,
  notes: Notes,
};

/** Staff create: the end comes from endTime, else duration, else the product, else 60 minutes. */
export const CreateAppointmentInput = z.object({
  ...ClientFields,
  userId: z.uuid({ error: a.professionalNotFound }).optional(),
  productId: z.uuid({ error: a.productNotFound }).nullish(),
  startTime: Instant(a.invalidStart),
  endTime: Instant(a.invalidEnd).optional(),
  duration: Duration.optional(),
  color: HexColor.nullish(),
});
export type CreateAppointmentInput = z.output<typeof CreateAppointmentInput>;

/** Move (startTime, keeping the duration unless endTime is given), reassign or edit client data. */
export const UpdateAppointmentInput = z.object({
  clientName: PersonName.optional(),
  clientEmail: Email.optional(),
  clientPhone: Phone.optional(),
  notes: Notes,
  userId: z.uuid({ error: a.professionalNotFound }).optional(),
  /** The service booked (null: none); the length follows startTime/endTime as sent. */
  productId: z.uuid({ error: a.productNotFound }).nullish(),
  startTime: Instant(a.invalidStart).optional(),
  endTime: Instant(a.invalidEnd).optional(),
  color: HexColor.nullish(),
});
export type UpdateAppointmentInput = z.output<typeof UpdateAppointmentInput>;

export const PublicBookingInput = z.object({
  professionalId: z.uuid({ error: a.professionalRequired }),
  clientName: PersonName,
  clientEmail: Email,
  clientPhone: Phone,
  notes: Notes,
  startTime: Instant(a.invalidStart),
  productId: z.uuid({ error: a.productNotFound }).nullish(),
  /** The intake answers by question id (decision 084); checked against the office's questions. */
  intakeAnswers: z.record(z.string().max(60), z.string().max(4000)).nullish(),
  /** The client ticked the office's privacy notice (required when it has its own). */
  privacyAccepted: z.boolean().nullish(),
});
export type PublicBookingInput = z.output<typeof PublicBookingInput>;

export const AppointmentIdParams = z.object({ id: z.uuid({ error: a.notFound }) });

const LocalDateText = z.string({ error: a.invalidRange }).refine(isLocalDate, a.invalidRange);

export const SlotsQuery = z.object({
  professionalId: z.uuid({ error: a.professionalNotFound }),
  from: LocalDateText,
  to: LocalDateText,
  productId: z.uuid({ error: a.productNotFound }).optional(),
});

export const AppointmentDto = z.object({
  id: z.string(),
  userId: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  notes: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  color: z.string().nullable(),
  source: z.string(),
  meetLink: z.string().nullable(),
  googleEventId: z.string().nullable(),
  /** Where it happens (in person, by phone, online); null when nothing was said. */
  location: AppointmentLocationDto.nullable(),
  /** Pix: 'pending' (Aguardando pagamento) or 'paid'; null when nothing is charged. */
  paymentStatus: PaymentStatus.nullable(),
  /** Decision 083: 'scheduled' (Agendado), 'confirmed', 'attended' (Compareceu), 'no_show' (Faltou). */
  status: AppointmentStatus,
  /** The amount charged in BRL, with the payment status. */
  paymentAmount: z.number().nullable(),
  /** The client's personal fields were erased (LGPD request or retention): 'Cliente anonimizado'. */
  clientAnonymized: z.boolean(),
  createdAt: z.string(),
  /** An occurrence of a recurring series (decision 074): the series and its 0-based place. */
  seriesId: z.string().optional(),
  occurrenceIndex: z.number().nullable().optional(),
  /** The client's intake answers (decision 084), each with its question as it was asked. */
  intakeAnswers: z.array(IntakeAnswerDto).optional(),
  /** When the client accepted the office's privacy notice, and which version of it. */
  privacyAcceptedAt: z.string().nullable().optional(),
  privacyNoticeVersion: z.number().int().nullable().optional(),
});
export type AppointmentDto = z.infer<typeof AppointmentDto>;

/** The calendar fields of an appointment that no connected calendar holds (SPEC's public names). */
export const NO_CALENDAR_EVENT = { meetLink: null, googleEventId: null } as const satisfies Pick<
  AppointmentDto,
  'meetLink' | 'googleEventId'
>;

/** The public booking's answer: the appointment and, when a Pix is due, how to pay it. */
export const PublicBookingDto = AppointmentDto.extend({
  pix: PixPaymentDto.nullable(),
  /** The secret of the client's private page (/agendamento/{token}): manage it, add it to a calendar. */
  manageToken: z.string(),
});
export type PublicBookingDto = z.infer<typeof PublicBookingDto>;

export const SlotDto = z.object({
  start: z.string(),
  end: z.string(),
  date: z.string(),
  time: z.string(),
  remaining: z.number().int(),
});
export type SlotDto = z.infer<typeof SlotDto>;

export const SlotsDto = z.object({
  professionalId: z.string(),
  /** The zone of `date` and `time`, spelled as in suggestions and MCP (ZonedTimesDto). */
  timeZone: z.string(),
  /** The same zone under its first spelling, kept for clients written against it. */
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  slots: z.array(SlotDto),
});
export type SlotsDto = z.infer<typeof SlotsDto>;
