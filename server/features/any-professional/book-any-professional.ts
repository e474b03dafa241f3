import type { PspDeps } from '../payments/psp/psp-deps.ts';
import { AppError } from '@core/app-error.ts';
import { areasMessages, officeServicesMessages } from '@core/messages.ts';
import type {
  AnyProfessionalBookingDto,
  AnyProfessionalBookingInput,
} from '@core/schemas/any-professional.ts';
import { addDays } from '@core/scheduling/local-date.ts';
import { zonedDateTime } from '@core/scheduling/local-date.ts';
import { zonedSlot } from '@core/scheduling/zoned-times.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { bookPublicAppointment } from '../appointments/book-public-appointment.ts';
import type { RunTask } from '../appointments/booking-on-database-thread.ts';
import { checkBookingIntake } from '../intake/check-booking-intake.ts';
import type { ScheduleCache } from '../scheduling/schedule-cache.ts';
import { type Candidates, candidatesOfLink } from './service-professionals.ts';
import { fairOrder, readLoads } from './fairness.ts';
import { freeSlotsOf, unionOfSlots } from './find-any-slots.ts';

export interface BookAnyOptions {
  input: AnyProfessionalBookingInput;
  events: EventBus;
  cache: ScheduleCache;
  runTask?: RunTask;
  psp?: PspDeps;
  now?: number;
}

/** A refusal that means "this candidate cannot take the time": the next one is tried. */
const refusedSlot = (error: unknown) =>
  error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'VALIDATION');

/**
 * 'Qualquer profissional disponível' (decision 073): the area's professionals free at the start
 * (by the schedule cache) are tried in the fair order, each with the public booking's own
 * transaction (assertBookableSlot under the professional's row lock), so nobody is double-booked;
 * one who became full meanwhile is skipped. When none is free: 409 with the union's nearest times.
 */
export async function bookAnyProfessional(
  db: Db,
  { input, events, cache, runTask, psp, now = Date.now() }: BookAnyOptions,
): Promise<{ appointment: AnyProfessionalBookingDto; replayed: boolean }> {
  const { members, productOf, organizationId } = await candidatesOfLink(db, input.adminId, input);
  const { area: _area, serviceId, ...booking } = input;
  // Checked once, not per candidate: a wrong answer is the client's, not a busy professional.
  const intake = await checkBookingIntake(db, { ...booking, serviceId, organizationId, now });
  const wanted = { members, productOf, start: input.startTime, now };
  return inFairOrder(db, cache, wanted, async (id) =>
    bookPublicAppointment(db, {
      input: { ...booking, professionalId: id, productId: productOf?.get(id) ?? null },
      events,
      busySources: cache.busySources,
      knownTarget: cache.professionalOf(id),
      runTask,
      psp,
      intake,
      now,
    }),
  );
}

type Member = { id: string; name: string; title: string | null; timezone: string };

/**
 * Tries `book` for the members free at `start` (by the schedule cache), in the fair order; a
 * refused one is skipped. The answer names who was given; none left: 409 with the union's
 * nearest free times (decision 073).
 */
export async function inFairOrder<Booked extends { appointment: object; replayed: boolean }>(
  db: Db,
  cache: ScheduleCache,
  {
    members,
    productOf,
    start: wanted,
    now,
  }: { members: Member[]; productOf?: Candidates['productOf']; start: Date; now: number },
  book: (professionalId: string) => Promise<Booked>,
) {
  const start = wanted.getTime();
  const date = zonedDateTime(start, members[0]!.timezone).date;
  const range = { from: addDays(date, -1), to: addDays(date, 7), now };
  const ids = members.map((member) => member.id);
  const free = await freeSlotsOf(db, cache, ids, range, productOf);
  const iso = wanted.toISOString();
  const candidates = ids.filter((id) => free.get(id)!.some((slot) => slot.start === iso));
  for (const id of fairOrder(await readLoads(db, candidates, now))) {
    const { name, title } = members.find((member) => member.id === id)!;
    try {
      const booked = await book(id);
      const professional = { id, name, title };
      return { ...booked, appointment: { ...booked.appointment, professional } };
    } catch (error) {
      if (!refusedSlot(error)) throw error;
    }
  }
  const others = unionOfSlots(free.values()).filter((slot) => slot.start !== iso);
  const nearest = others
    .sort((a, b) => Math.abs(Date.parse(a.start) - start) - Math.abs(Date.parse(b.start) - start))
    .slice(0, 3)
    .sort((a, b) => a.start.localeCompare(b.start));
  const suggestions = nearest.map((slot) => zonedSlot(slot, members[0]!.timezone));
  const message = productOf ? officeServicesMessages.nobodyFree : areasMessages.nobodyFree;
  throw new AppError('CONFLICT', message, undefined, { suggestions });
}
