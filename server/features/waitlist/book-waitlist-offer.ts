import { AppError } from '@core/app-error.ts';
import { appointmentsMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import type { BookWaitlistOfferInput } from '@core/schemas/waitlist.ts';
import {
  bookInTransaction,
  publicBookingTerms,
  publishPublicBooking,
} from '../appointments/book-public-appointment.ts';
import { ensurePspCharge } from '../payments/psp/ensure-psp-charge.ts';
import type { PspDeps } from '../payments/psp/psp-deps.ts';
import type { BusySource } from '../scheduling/busy-source.ts';
import { externalBusyAround } from '../scheduling/external-busy-around.ts';
import { findBookingTarget } from '../users/users.repository.ts';
import { offerByToken } from './offer-by-token.ts';
import { updateEntry } from './waitlist.repository.ts';

/**
 * The client books the time their offer holds. One transaction locks the entry (two clicks, or a
 * click racing the expiry, are decided one at a time), lets the hold go and books the time as a
 * public booking does: the professional's row locked and the slot checked again, every rule kept,
 * the office's questions and privacy notice too (refused before anything is written) and, for a
 * paid service, the PSP's charge made after the commit or the static Pix (decisions 084, 085).
 */
export async function bookWaitlistOffer(
  db: Db,
  {
    token,
    input = {},
    events,
    busySources = [],
    psp,
    now = Date.now(),
  }: {
    token: string;
    input?: BookWaitlistOfferInput;
    events: EventBus;
    busySources?: readonly BusySource[];
    psp?: PspDeps;
    now?: number;
  },
) {
  const preview = await offerByToken(db, token, { now });
  const target = await findBookingTarget(db, preview.userId);
  if (!target) throw new AppError('NOT_FOUND', appointmentsMessages.professionalNotFound);
  const { intake, dynamicPix } = await publicBookingTerms(db, {
    input: { ...input, productId: preview.productId },
    organizationId: target.organizationId,
    psp,
    now,
  });
  const externalBusy = await externalBusyAround(db, busySources, target.id, preview.offerStart);
  const outcome = await db.transaction(async (tx) => {
    const entry = await offerByToken(tx, token, { lock: true, now });
    // The hold is let go first: the check below reads the day without it.
    await updateEntry(tx, entry.id, { status: 'booked' });
    const input = {
      professionalId: entry.userId,
      clientName: entry.clientName,
      clientEmail: entry.clientEmail,
      clientPhone: entry.clientPhone,
      notes: null,
      startTime: entry.offerStart,
      productId: entry.productId,
    };
    const booked = await bookInTransaction(tx, {
      input,
      target,
      idempotency: undefined,
      externalBusy,
      intake,
      now,
      dynamicPix,
    });
    await updateEntry(tx, entry.id, { appointmentId: booked.appointment.id });
    return booked;
  });
  await publishPublicBooking(events, outcome);
  // The hold's interval leaves the cached schedules.
  await scheduleChanged(events, outcome.organizationId, outcome.appointment.userId);
  // Without the PSP's answer the booking stands; its private page tries again (decision 085).
  await ensurePspCharge(db, psp, outcome.row, now);
  return { appointmentId: outcome.appointment.id, manageToken: outcome.row.manageToken };
}
