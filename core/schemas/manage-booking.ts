import { z } from 'zod';
import { AppointmentLocationDto } from '../location/appointment-location.ts';
import { appointmentsMessages } from '../messages.ts';
import { APPOINTMENT_STATUSES } from './appointment-status.ts';
import { Instant, SlotsQuery } from './appointments.ts';
import { PaymentStatus, PixPaymentDto } from './pix.ts';

/** The secret of a client's private link (64 hex characters); anything else is simply not found. */
export const ManageTokenParams = z.object({ token: z.string().max(200) });

/** What the client's private page shows: their own appointment, nothing of anyone else. */
export const ManagedBookingDto = z.object({
  status: z.literal('scheduled'),
  organizationName: z.string(),
  professional: z.object({
    id: z.string(),
    name: z.string(),
    title: z.string().nullable(),
    timezone: z.string(),
    /** Their public page, to book again after a cancellation. */
    bookingSlug: z.string(),
  }),
  clientName: z.string(),
  /** 'scheduled' until the client (or the office) confirms it (decisions 083, 087). */
  appointmentStatus: z.enum(APPOINTMENT_STATUSES),
  startTime: z.string(),
  endTime: z.string(),
  productName: z.string().nullable(),
  /** The product, while it is still offered: the free times are listed for its length. */
  productId: z.string().nullable(),
  meetLink: z.string().nullable(),
  /** Where it happens (the same words as the e-mails and the .ics); null when nothing was said. */
  location: AppointmentLocationDto.nullable(),
  /** Not once it has started. */
  canCancel: z.boolean(),
  /** Not once it has started, nor when the professional no longer takes bookings. */
  canReschedule: z.boolean(),
  /** The Pix still to pay (before the appointment starts), or null. */
  pix: PixPaymentDto.nullable(),
  /** Whether its Pix is awaited or was received (by hand or the office's PSP); null: none. */
  paymentStatus: PaymentStatus.nullable(),
});
export type ManagedBookingDto = z.infer<typeof ManagedBookingDto>;

/** A cancelled appointment's link (by the client or the office): which time it was, and where to book again. */
export const CancelledBookingDto = z.object({
  status: z.literal('cancelled'),
  organizationName: z.string(),
  startTime: z.string(),
  professional: z.object({ name: z.string(), timezone: z.string(), bookingSlug: z.string() }),
});
export type CancelledBookingDto = z.infer<typeof CancelledBookingDto>;

/** What a private link opens: the appointment, or what is left of it once cancelled. */
export const ManageLinkDto = z.discriminatedUnion('status', [
  ManagedBookingDto,
  CancelledBookingDto,
]);
export type ManageLinkDto = z.infer<typeof ManageLinkDto>;

/** The dates whose free times the private page shows for a move. */
export const RescheduleSlotsQuery = SlotsQuery.pick({ from: true, to: true });

export const RescheduleBookingInput = z.object({
  startTime: Instant(appointmentsMessages.invalidStart),
});
export type RescheduleBookingInput = z.output<typeof RescheduleBookingInput>;
