import { z } from 'zod';
import { PublicIntakeDto } from './intake-dto.ts';
import { AppointmentLocationDto } from '../location/appointment-location.ts';
import { HolidayDto } from './holidays.ts';
import { BookingFormSettingsDto } from './booking-form.ts';

export const PublicProductDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  duration: z.number().int(),
  price: z.number(),
  /** Where it happens: Google Meet only when the professional's Google connection makes one. */
  location: AppointmentLocationDto,
  /** Its own booking window; null: the professional's. */
  minimumNoticeMinutes: z.number().int().nullable(),
  maximumHorizonDays: z.number().int().nullable(),
  /** The office service it offers (decision 082): the same id on every professional of it. */
  officeServiceId: z.string().nullable().optional(),
});

export type PublicProductDto = z.infer<typeof PublicProductDto>;

export const PublicWindowDto = z.object({
  dayOfWeek: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  appointmentDuration: z.number().int(),
});

/** What a public page shows of a professional: no e-mail, no clients, only what booking needs. */
export const PublicProfessionalDto = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  color: z.string(),
  timezone: z.string(),
  bookingSlug: z.string(),
  availability: z.array(PublicWindowDto),
  products: z.array(PublicProductDto),
  bookingForm: BookingFormSettingsDto,
  /** The page's holidays close this agenda (except the opened dates) when true. */
  blockHolidays: z.boolean(),
  openedHolidays: z.array(z.string()),
  /** Booking window: clients book at least this many minutes and at most this many days ahead. */
  minimumNoticeMinutes: z.number().int(),
  maximumHorizonDays: z.number().int(),
  /** Days a day off closes (the professional's or the office's, decision 069), named. */
  daysOff: z.array(z.object({ date: z.string(), name: z.string() })).optional(),
  /** Areas of practice (issue 34), e.g. 'Trabalhista'. */
  areas: z.array(z.string()).optional(),
});
export type PublicProfessionalDto = z.infer<typeof PublicProfessionalDto>;

/** The office as its pages show it (decision 078): name, and what it chose to say of itself. */
export const PublicOfficeDto = z.object({
  name: z.string(),
  address: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  logoUrl: z.string().nullable().optional(),
  /** Where its privacy notice is: its own page (/book/shared/{slug}/privacidade) or its link. */
  privacyHref: z.string().optional(),
});
export type PublicOfficeDto = z.infer<typeof PublicOfficeDto>;

export const BookingPageDto = z.object({
  type: z.enum(['personal', 'shared']),
  organization: PublicOfficeDto,
  professional: PublicProfessionalDto.optional(),
  professionals: z.array(PublicProfessionalDto).optional(),
  /** For /book/{slug}: the professional whose link was opened. */
  preselectedProfessionalId: z.string().optional(),
  /** The office's holidays over the months the calendar offers, with their pt-BR names. */
  holidays: z.array(HolidayDto),
  /** The office's intake questions and privacy consent (decision 084). */
  intake: PublicIntakeDto.optional(),
  /**
   * /book/shared/{adminId}: 'Qualquer profissional disponível' (decision 073), the link's admin
   * and the areas of its professionals who can be booked without a service.
   */
  anyProfessional: z
    .object({
      adminId: z.string(),
      areas: z.array(z.string()),
      /** The office's services offered by someone on the page (decision 082), by name. */
      services: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
    })
    .optional(),
});
export type BookingPageDto = z.infer<typeof BookingPageDto>;

export const SlugParams = z.object({ slug: z.string().max(200) });
export const AdminIdParams = z.object({ adminId: z.string().max(200) });

/** /book/shared/{slug}/privacidade: the office's privacy notice, its own text or the default. */
export const PrivacyNoticeDto = z.object({
  office: PublicOfficeDto,
  /** The office's own notice elsewhere; the page then points there. */
  url: z.string().nullable(),
  /** Its own text or the default, one paragraph each. */
  paragraphs: z.array(z.string()),
  /** Where the booking page is (back link). */
  bookingPath: z.string(),
});
export type PrivacyNoticeDto = z.infer<typeof PrivacyNoticeDto>;
