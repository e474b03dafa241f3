import { AppError } from '@core/app-error.ts';
import { DEFAULT_APPOINTMENT_DURATION_MINUTES } from '@core/constants.ts';
import { appointmentsMessages, seriesMessages } from '@core/messages.ts';
import type {
  CreateSeriesInput,
  SeriesClashDto,
  SeriesDto,
} from '@core/schemas/appointment-series.ts';
import { formatDateTimeIn } from '@core/scheduling/format-instant.ts';
import { MAX_SERIES_OCCURRENCES, seriesStarts } from '@core/scheduling/series-dates.ts';
import { slotLengthAt } from '@core/scheduling/slot-length.ts';
import type { Db } from '../../db/client.ts';
import { appointmentSeries, appointments } from '../../db/schema.ts';
import { writeTogetherAndCommit } from '../../db/write-together.ts';
import type { Actor } from '../../kernel/actor.ts';
import { type EventBus, busyOf } from '../../realtime/event-bus.ts';
import { auditChangeInsert } from '../audit/audit-change.ts';
import { listUserAvailability } from '../availability/availability.repository.ts';
import { readChangeAudience } from '../outbox/change-audience.ts';
import { appointmentChangeInsert } from '../outbox/record-appointment-change.ts';
import { bookingPlaceOf, findVisibleProduct } from '../products/products.repository.ts';
import { assertCapacity, keepsBuffer } from '../scheduling/capacity.ts';
import { bookingWindowRefusal } from '../scheduling/booking-window-refusal.ts';
import { type BookingWindow, bookingWindowOf } from '@core/scheduling/booking-window.ts';
import {
  type AvailabilityGuard,
  assertWithinAvailability,
} from '../scheduling/assert-within-availability.ts';
import { resolveTargetUserId } from '../users/resolve-target-user.ts';
import { lockUserForBooking } from '../users/users.repository.ts';
import { toAppointmentDto } from './appointments.repository.ts';
import { assertSaneTimes, staffAppointmentRow } from './create-appointment.ts';
import { findReplay, idempotencyOf } from './idempotency.ts';
import { seriesOfReplay } from './series-replay.ts';
import { weeklyRule } from './series-recurrence.ts';
import { idempotencyKeyInsert, refuseReusedKey } from './write-new-appointment.ts';

/** The refusals that make a date of the series a clash rather than the series' error. */
const CLASHES = new Set<string>(['CONFLICT', 'OUTSIDE_AVAILABILITY']);

/** '25/11/2026 14:00' of an instant on the professional's clock. */
const shown = (instant: Date, timeZone: string) =>
  formatDateTimeIn(instant.getTime(), timeZone).replace(' às ', ' ');

/**
 * Staff book a weekly series (decision 074): every occurrence passes the same capacity check a
 * single staff booking does (blocks included), all in one transaction under the professional's
 * row lock. A taken date refuses the whole series (409 naming every taken date) unless
 * `skipConflicts`, which writes the free ones and names the skipped. Each occurrence is written
 * with its audit and outbox rows, as a single booking is.
 */
export async function createAppointmentSeries(db: Db, options: SeriesOptions): Promise<SeriesDto> {
  return (await bookSeries(db, options)).series;
}

export interface SeriesOptions {
  actor: Actor;
  input: CreateSeriesInput;
  events: EventBus;
  /**
   * REST API and MCP: a past or out-of-hours occurrence, or one the client's booking window
   * refuses (decision 070), is a clash unless allowed.
   */
  availabilityGuard?: AvailabilityGuard;
  /** REST v1: the same key and body answer the first series again, nothing written twice. */
  idempotencyKey?: string;
  now?: number;
}

/** `createAppointmentSeries`, saying whether the answer is a replay of an Idempotency-Key. */
export async function bookSeries(
  db: Db,
  { actor, input, events, availabilityGuard, idempotencyKey, now = Date.now() }: SeriesOptions,
): Promise<{ series: SeriesDto; replayed: boolean }> {
  const userId = await resolveTargetUserId(db, actor, input.userId);
  const product = input.productId
    ? await findVisibleProduct(db, actor, input.productId)
    : undefined;
  if (input.productId && (!product || product.userId !== userId)) {
    throw new AppError('NOT_FOUND', appointmentsMessages.productNotFound);
  }
  const first = input.startTime;
  const givenMinutes =
    input.endTime !== undefined
      ? (input.endTime.getTime() - first.getTime()) / 60_000
      : (input.duration ?? product?.duration);
  if (givenMinutes !== undefined) {
    assertSaneTimes(first, new Date(first.getTime() + givenMinutes * 60_000));
  }
  const { recurrence } = input;
  const scope = `user:${actor.userId}`;
  const caller = actor.via === 'api' || actor.via === 'mcp' ? `token:${actor.sessionId}` : scope;
  const idempotency = idempotencyOf(scope, idempotencyKey, { caller, body: input });
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockUserForBooking(tx, userId);
    if (idempotency) {
      const earlier = await findReplay(tx, idempotency);
      if (earlier) return { replay: await seriesOfReplay(tx, earlier) };
    }
    if (!locked?.bookable) {
      throw new AppError('NOT_FOUND', appointmentsMessages.professionalNotFound);
    }
    const professional = locked.user;
    const starts = seriesStarts(first, professional.timezone, recurrence);
    if (starts.length > MAX_SERIES_OCCURRENCES) {
      throw new AppError('VALIDATION', seriesMessages.tooMany, {
        recurrence: seriesMessages.tooMany,
      });
    }
    if (starts.length === 0) {
      throw new AppError('VALIDATION', seriesMessages.untilBeforeStart, {
        'recurrence.until': seriesMessages.untilBeforeStart,
      });
    }
    const windows = await listUserAvailability(tx, userId);
    const minutes =
      givenMinutes ??
      slotLengthAt(windows, professional.timezone, first) ??
      DEFAULT_APPOINTMENT_DURATION_MINUTES;
    // A client's booking window (decision 070) binds REST v1 and MCP unless they allow it.
    const window =
      availabilityGuard && !availabilityGuard.allowOutside
        ? bookingWindowOf(professional, product)
        : undefined;
    const free: { index: number; start: Date; end: Date }[] = [];
    const clashes: SeriesClashDto[] = [];
    // One after another: each check reads the professional's bookings under the same lock.
    for (const [index, start] of starts.entries()) {
      const end = new Date(start.getTime() + minutes * 60_000);
      try {
        const slot = { start, end, now, windows };
        if (availabilityGuard) {
          await assertWithinAvailability(tx, professional, { ...slot, guard: availabilityGuard });
        }
        const outsideWindow = window && windowClash(professional, window, start, now);
        if (outsideWindow) throw outsideWindow;
        await assertCapacity(tx, professional, {
          ...slot,
          keepBuffer: keepsBuffer(availabilityGuard),
        });
        free.push({ index, start, end });
      } catch (error) {
        if (!(error instanceof AppError) || !CLASHES.has(error.code)) throw error;
        const label = shown(start, professional.timezone);
        clashes.push({ startTime: start.toISOString(), label, reason: error.message });
      }
    }
    if (free.length === 0) {
      throw new AppError('CONFLICT', seriesMessages.allClash, undefined, { clashes });
    }
    if (clashes.length > 0 && !input.skipConflicts) {
      throw new AppError('CONFLICT', seriesMessages.clashes(clashes.length), undefined, {
        clashes,
      });
    }
    const [place, audience] = [
      await bookingPlaceOf(tx, userId, product?.id ?? null),
      await readChangeAudience(tx, professional),
    ];
    const series = {
      id: crypto.randomUUID(),
      organizationId: actor.organizationId,
      userId,
      intervalWeeks: recurrence.intervalWeeks,
      count: recurrence.count ?? null,
      until: recurrence.until ?? null,
      intact: clashes.length === 0,
      skipped: clashes,
      createdBy: actor.userId,
    };
    const rows = free.map(({ index, start, end }) =>
      Object.assign(staffAppointmentRow({ actor, userId, input, product, place, start, end }), {
        seriesId: series.id,
        occurrenceIndex: index,
      }),
    );
    const dtos = rows.map(toAppointmentDto);
    // Nothing skipped: every invite is the one recurring event, with its RRULE.
    const unchanged =
      clashes.length === 0
        ? {
            seriesId: series.id,
            firstStartTime: rows[0]!.startTime.toISOString(),
            firstEndTime: rows[0]!.endTime.toISOString(),
            rule: weeklyRule(series.intervalWeeks, rows.length),
          }
        : undefined;
    // The series, its appointments, their audit and outbox rows: one statement, with the commit.
    const keyInsert = idempotency && idempotencyKeyInsert(tx, idempotency, rows[0]!.id);
    await writeTogetherAndCommit(tx, [
      tx.insert(appointmentSeries).values(series),
      tx.insert(appointments).values(rows),
      keyInsert ?? null,
      ...rows.map((row, i) =>
        auditChangeInsert(tx, actor, { entity: 'appointment', entityId: row.id, after: dtos[i] }),
      ),
      ...rows.map((row) =>
        appointmentChangeInsert(
          tx,
          {
            event: 'appointment.created',
            appointment: row,
            professional,
            now,
            recurrence: unchanged,
          },
          audience,
        ),
      ),
    ]).catch(refuseReusedKey);
    return { series, appointments: dtos, skipped: clashes };
  });
  if (outcome.replay) return { series: outcome.replay, replayed: true };
  for (const appointment of outcome.appointments) {
    await events.publish({
      type: 'appointment_created',
      organizationId: actor.organizationId,
      userId,
      appointmentId: appointment.id,
      source: actor.via === 'api' || actor.via === 'mcp' ? actor.via : 'manual',
      busy: busyOf(appointment),
    });
  }
  const { series } = outcome;
  return {
    series: {
      id: series.id,
      intervalWeeks: series.intervalWeeks,
      count: series.count,
      until: series.until,
      appointments: outcome.appointments,
      skipped: outcome.skipped,
    },
    replayed: false,
  };
}

/** The booking window's refusal of one occurrence, as a clash (no suggestions: the date is named). */
function windowClash(
  professional: Parameters<typeof bookingWindowRefusal>[0]['professional'],
  window: BookingWindow,
  start: Date,
  now: number,
): AppError | undefined {
  const rules = {
    leadMinutes: window.minimumNoticeMinutes,
    horizonDays: window.maximumHorizonDays,
  };
  const reason = bookingWindowRefusal({ professional }, rules, { start: start.getTime(), now });
  return reason ? new AppError('OUTSIDE_AVAILABILITY', reason) : undefined;
}
