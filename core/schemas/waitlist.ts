import { z } from 'zod';
import { appointmentsMessages, waitlistMessages } from '../messages.ts';
import { isLocalDate } from '../scheduling/local-date.ts';
import { Phone } from './appointments.ts';
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
});
export type WaitlistOfferDto = z.infer<typeof WaitlistOfferDto>;

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
