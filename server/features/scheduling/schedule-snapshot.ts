import { onConference } from '@core/location/appointment-location.ts';
import { type LocalDate, addDays, zonedInstant } from '@core/scheduling/local-date.ts';
import type { BusyInterval, SlotQuery, WeeklyWindow } from '@core/scheduling/slots.ts';
import type { Db } from '../../db/client.ts';
import type { ProductDto } from '@core/schemas/products.ts';
import type { users } from '../../db/schema.ts';
import { listBusyIntervals } from '../appointments/appointments.repository.ts';
import { listUserAvailability } from '../availability/availability.repository.ts';
import { listUserProducts } from '../products/products.repository.ts';
import { closedHolidays } from '../holidays/closed-holidays.ts';
import { readSideBySide } from '../../db/read-side-by-side.ts';
import { overrideDays } from '@core/scheduling/date-overrides.ts';
import { listOverridesOf } from '../date-overrides/date-overrides.repository.ts';
import { listBlockedIntervals } from '../blocks/blocks.repository.ts';
import { listHeldIntervals } from '../waitlist/waitlist.repository.ts';

type UserRow = typeof users.$inferSelect;

/** Everything slot maths needs about one professional, read at one moment. */
export interface ScheduleSnapshot {
  professional: Pick<
    UserRow,
    | 'id'
    | 'organizationId'
    | 'timezone'
    | 'bufferTime'
    | 'calendarSync'
    | 'blockHolidays'
    | 'openedHolidays'
    | 'minimumNoticeMinutes'
    | 'maximumHorizonDays'
  >;
  windows: WeeklyWindow[];
  /** Active products: name, length, and where a booking of one happens (booking-place.ts). */
  products: Map<string, SnapshotProduct>;
  busy: BusyInterval[];
  /** Blocked time ('Bloqueio', decision 071): fills every slot it touches, sorted by start. */
  blocked?: BusyInterval[];
  /** The holidays (date → pt-BR name) that close the public agenda in the range read. */
  holidays: ReadonlyMap<LocalDate, string>;
  /** Dates a day off closes (the professional's or the office's), named (decision 069). */
  daysOff?: ReadonlyMap<LocalDate, string>;
  /** Dates with different hours: the windows that replace their weekly ones. */
  dateWindows?: ReadonlyMap<LocalDate, WeeklyWindow[]>;
  /** The instants the busy list covers; slots outside need a fresh read. */
  busyFrom: number;
  busyTo: number;
}

export interface SnapshotProduct {
  name: string;
  duration: number;
  locationKind: ProductDto['locationKind'];
  locationDetail: string | null;
  /** A booking of it meets on a conference the calendar makes (online, no fixed link, the professional can make one). */
  conference: boolean;
  /** Its price, and how long an unpaid booking of it is held (pix-payment.ts). */
  priceCents: number;
  releaseUnpaidAfterMinutes: number | null;
  /** Its slot interval and booking window (null: its duration, the professional's window). */
  slotIntervalMinutes: number | null;
  minimumNoticeMinutes: number | null;
  maximumHorizonDays: number | null;
}

/** The instants that bound a range of local dates in a zone, with a day of margin for buffers. */
export function instantsAround(from: LocalDate, to: LocalDate, timeZone: string) {
  return {
    start: new Date(
      zonedInstant(addDays(from, -1), 0, timeZone) ??
        Date.parse(`${from}T00:00:00Z`) - 2 * 86_400_000,
    ),
    end: new Date(
      zonedInstant(addDays(to, 2), 0, timeZone) ?? Date.parse(`${to}T00:00:00Z`) + 3 * 86_400_000,
    ),
  };
}

/**
 * Reads a professional's windows, active products and busy intervals for a range of local dates
 * (without one appointment's own interval when it is the one being moved).
 */
export async function loadScheduleSnapshot(
  db: Db,
  professional: ScheduleSnapshot['professional'],
  range: { from: LocalDate; to: LocalDate; exceptAppointmentId?: string },
): Promise<ScheduleSnapshot> {
  const { start, end } = instantsAround(range.from, range.to, professional.timezone);
  const [windows, products, booked, holidays, overrides, blocked, held] = await readSideBySide(db, [
    () => listUserAvailability(db, professional.id),
    () => listUserProducts(db, professional.id, { onlyActive: true }),
    () => listBusyIntervals(db, professional.id, start, end, range.exceptAppointmentId),
    () => closedHolidays(db, professional, range.from, range.to),
    () => listOverridesOf(db, professional, range.from, range.to),
    () => listBlockedIntervals(db, professional.organizationId, professional.id, start, end),
    // A waitlist offer holds its time like an appointment until it expires (decision 086).
    () => listHeldIntervals(db, professional.id, start, end, range.exceptAppointmentId),
  ] as const);
  const busy = held.length ? [...booked, ...held].sort((a, b) => a.start - b.start) : booked;
  const active = windows.filter((window) => window.isActive);
  const days = overrideDays(overrides, active, range.from, range.to);
  return {
    professional,
    windows: active,
    products: new Map(
      products.map((p) => [
        p.id,
        {
          name: p.name,
          duration: p.duration,
          locationKind: p.locationKind,
          locationDetail: p.locationDetail,
          conference: onConference(p.location),
          priceCents: p.priceCents,
          releaseUnpaidAfterMinutes: p.releaseUnpaidAfterMinutes,
          slotIntervalMinutes: p.slotIntervalMinutes,
          minimumNoticeMinutes: p.minimumNoticeMinutes,
          maximumHorizonDays: p.maximumHorizonDays,
        },
      ]),
    ),
    busy,
    blocked,
    holidays: new Map(holidays.map((holiday) => [holiday.date, holiday.name])),
    daysOff: days.closed,
    dateWindows: days.windows,
    busyFrom: start.getTime(),
    busyTo: end.getTime(),
  };
}

/**
 * The slot query of a snapshot for a range of dates. Busy times of the professional's other
 * calendars (their own events, never ours: see busy-source.ts) and blocked time fill the slots they touch;
 * holidays that close the public agenda have no slots.
 */
export function slotQuery(
  snapshot: ScheduleSnapshot,
  {
    externalBusy,
    ...range
  }: {
    from: LocalDate;
    to: LocalDate;
    now: number;
    bookedMinutes?: number;
    /** A client booking's grid step and window (booking-rules.ts). */
    stepMinutes?: number;
    leadMinutes?: number;
    horizonDays?: number;
    externalBusy?: readonly BusyInterval[];
  },
): SlotQuery {
  return {
    windows: snapshot.windows,
    busy: snapshot.busy,
    blocked: blockedOf(snapshot.blocked, externalBusy),
    closedDates: closedDatesOf(snapshot),
    dateWindows: snapshot.dateWindows,
    timeZone: snapshot.professional.timezone,
    bufferMinutes: snapshot.professional.bufferTime,
    ...range,
  };
}

/** Holidays that close the public agenda and days off (decision 069): no slots on either. */
function closedDatesOf({ holidays, daysOff }: ScheduleSnapshot): SlotQuery['closedDates'] {
  if (!daysOff?.size) return holidays;
  return { has: (date) => holidays.has(date) || daysOff.has(date) };
}

/** Why a date has no slots, when a day off or a holiday closes it (the day off named first). */
export function closedReason(snapshot: ScheduleSnapshot, date: LocalDate) {
  const dayOff = snapshot.daysOff?.get(date);
  if (dayOff) return { dayOff };
  const holiday = snapshot.holidays.get(date);
  return holiday ? { holiday } : undefined;
}

/** Blocks and other calendars' busy times together, sorted by start (undefined when none). */
function blockedOf(
  blocks: readonly BusyInterval[] | undefined,
  externalBusy: readonly BusyInterval[] | undefined,
): readonly BusyInterval[] | undefined {
  if (!blocks?.length) return externalBusy?.length ? externalBusy : undefined;
  if (!externalBusy?.length) return blocks;
  return [...blocks, ...externalBusy].sort((a, b) => a.start - b.start);
}
