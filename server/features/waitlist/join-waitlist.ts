import { AppError } from '@core/app-error.ts';
import { appointmentsMessages, waitlistMessages } from '@core/messages.ts';
import { lastBookableDate } from '@core/scheduling/booking-window.ts';
import { zonedDateTime } from '@core/scheduling/local-date.ts';
import type { JoinWaitlistInput } from '@core/schemas/waitlist.ts';
import type { Db } from '../../db/client.ts';
import { bookingRulesOf } from '../scheduling/booking-rules.ts';
import { loadScheduleSnapshot } from '../scheduling/schedule-snapshot.ts';
import { findBookingTarget } from '../users/users.repository.ts';
import { whatsappActive } from '../whatsapp/whatsapp-active.ts';
import { dayFreeSlots } from './day-free-slots.ts';
import { waitlistOfferChannels } from './waitlist-offer-rows.ts';
import { insertWaitlistEntry } from './waitlist.repository.ts';

/**
 * A client joins the waitlist of a professional's full date (and service). Refused: a past date,
 * one past the booking window, a date that still has free times; the same address twice for
 * the same date is a 409. Answers the channels its offer will take, as the office sends now.
 */
export async function joinWaitlist(
  db: Db,
  { input, now = Date.now() }: { input: JoinWaitlistInput; now?: number },
) {
  const professional = await findBookingTarget(db, input.professionalId);
  if (!professional) throw new AppError('NOT_FOUND', appointmentsMessages.professionalNotFound);
  const dateError = (message: string) => new AppError('VALIDATION', message, { date: message });
  if (input.date < zonedDateTime(now, professional.timezone).date) {
    throw dateError(waitlistMessages.dayPast);
  }
  const snapshot = await loadScheduleSnapshot(db, professional, {
    from: input.date,
    to: input.date,
  });
  const rules = bookingRulesOf(snapshot, input.productId);
  if (input.date > lastBookableDate(now, professional.timezone, rules.horizonDays)) {
    throw dateError(waitlistMessages.dayOutsideWindow);
  }
  const free = await dayFreeSlots(db, professional, {
    date: input.date,
    productId: input.productId ?? null,
    now,
  });
  if (free.length) throw new AppError('CONFLICT', waitlistMessages.dayHasSlots);
  const row = await insertWaitlistEntry(db, {
    organizationId: professional.organizationId,
    userId: professional.id,
    productId: input.productId ?? null,
    date: input.date,
    clientName: input.clientName,
    clientEmail: input.clientEmail.toLowerCase(),
    clientPhone: input.clientPhone,
  });
  if (!row) throw new AppError('CONFLICT', waitlistMessages.alreadyJoined);
  const whatsapp = await whatsappActive(db, professional.organizationId);
  return { id: row.id, channels: waitlistOfferChannels(row.clientPhone, { whatsapp }) };
}
