import { z } from 'zod';
import { appointmentsMessages, waitlistMessages } from '../messages.ts';
import { isLocalDate } from '../scheduling/local-date.ts';
import { Phone, PublicBookingInput } from './appointments.ts';
import { PublicIntakeDto } from './intake-dto.ts';
import { Email, PersonName } from './auth.ts';

/** A client asks to be told when a time frees up on a professional's full day. */
export const JoinWaitlistInput = z.object({
  professionalId: z.uuid({ error: appointmentsMessages.professionalNotFound }),
  date: z
    .string({ error: waitlistMessages.invalidDate })
    .refine(isLocalDate, waitlistMessages.invalidDate),
  productId: z.uuid({ error: appointmentsMessages.productNotFound }).nullish(),
  clientName: PersonName,
  clientEmail: Email,
  clientPhone: Phone,
});
export type JoinWaitlistInput = z.output<typeof JoinWaitlistInput>;

/**
 * How an offer reaches the client: by e-mail, and by WhatsApp too when the office sends them and
 * the client gave a phone (decision 089).
 */
export const WAITLIST_OFFER_CHANNELS = ['email', 'whatsapp'] as const;
export type WaitlistOfferChannel = (typeof WAITLIST_OFFER_CHANNELS)[number];

/** A client on the list, and the channels their offer will take, for the form to tell them. */
export const JoinedWaitlistDto = z.object({
  id: z.string(),
  channels: z.array(z.enum(WAITLIST_OFFER_CHANNELS)),
});
export type JoinedWaitlistDto = z.infer<typeof JoinedWaitlistDto>;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** The secret of an offer's private link; anything else is simply not found. */
export const WaitlistOfferParams = z.object({ token: z.string().max(200) });

/** What the offer's private page shows: the held time, nothing of anyone else. */
export const WaitlistOfferDto = z.object({
  status: z.enum(WAITLIST_STATUSES),
  organizationName: z.string(),
  professionalName: z.string(),
  timezone: z.string(),
  clientName: z.string(),
  productName: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  expiresAt: z.string(),
  /** The office's questions for what is booked, and whether its notice must be accepted (084). */
  intake: PublicIntakeDto,
  /** The office's privacy notice, linked beside the consent's tick; null without one. */
  privacyHref: z.string().nullable(),
});
export type WaitlistOfferDto = z.infer<typeof WaitlistOfferDto>;

/** Booking an offer: the answers and consent a public booking gives (decision 084), nothing else. */
export const BookWaitlistOfferInput = PublicBookingInput.pick({
  intakeAnswers: true,
  privacyAccepted: true,
});
export type BookWaitlistOfferInput = z.output<typeof BookWaitlistOfferInput>;

/** The booking made through an offer: its private manage link. */
export const WaitlistBookedDto = z.object({ appointmentId: z.string(), manageToken: z.string() });

export const WaitlistEntryDto = z.object({
  id: z.string(),
  userId: z.string(),
  professionalName: z.string(),
  date: z.string(),
  productName: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  offerStart: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WaitlistEntryDto = z.infer<typeof WaitlistEntryDto>;

export const WaitlistEntryParams = z.object({
  id: z.uuid({ error: waitlistMessages.entryNotFound }),
});
