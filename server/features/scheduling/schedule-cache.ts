import { addDays, zonedDateTime } from '@core/scheduling/local-date.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEvent, EventBus } from '../../realtime/event-bus.ts';
import { findBookableUser } from '../users/users.repository.ts';
import type { BusySource } from './busy-source.ts';
import { type ScheduleSnapshot, loadScheduleSnapshot } from './schedule-snapshot.ts';

/** How far ahead a cached snapshot covers busy times; later dates are read fresh. */
export const CACHE_HORIZON_DAYS = 120;
/** A safety net for changes made outside this app's event bus. */
const MAX_AGE_MS = 5 * 60_000;
/** Per professional: a day's slot list per product and minute (see day-slots-json.ts). */
const MAX_MEMOS = 256;

/** A computed answer and the instants whose busy times it read (a change outside keeps it). */
interface Memo {
  value: unknown;
  start: number;
  end: number;
}

export interface CachedSchedule extends ScheduleSnapshot {
  loadedAt: number;
  /** Computed answers (slot lists) for this snapshot, keyed by request and minute. */
  memo: Map<string, Memo>;
}

/**
 * Public reads of availability and busy intervals per professional, in memory. Every write
 * publishes an event (on every instance, through the bus): one that says which time an
 * appointment now holds updates the cached busy list in place; any other drops the entry. A stale
 * read can only offer a slot that the booking transaction then refuses.
 */
export class ScheduleCache {
  private readonly entries = new Map<string, CachedSchedule | null>();
  private readonly loading = new Map<string, Promise<CachedSchedule | null>>();
  private readonly versions = new Map<string, number>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    events: EventBus,
    /** The professionals' other calendars (the calendar providers), asked beside the cached schedule. */
    readonly busySources: readonly BusySource[] = [],
  ) {
    this.unsubscribe = events.subscribe((event) => {
      if (event.type === 'sessions_ended') return;
      const { appointmentId, busy, userId } = event;
      if (appointmentId && busy !== undefined && this.update(userId, appointmentId, busy)) return;
      this.invalidate(userId);
    });
  }

  /**
   * Puts an appointment's new time into the cached busy list (by its id, so an event that arrives
   * twice, or after a load that already saw the change, changes nothing). False when it cannot
   * be applied in place: a load is under way, or the entry says there is no such professional.
   */
  private update(userId: string, appointmentId: string, busy: DomainEvent['busy']): boolean {
    if (this.loading.has(userId)) return false;
    const entry = this.entries.get(userId);
    if (entry === undefined) return true;
    if (entry === null) return false;
    const before = entry.busy.find((interval) => interval.id === appointmentId);
    const next = entry.busy.filter((interval) => interval.id !== appointmentId);
    if (busy && busy.end > entry.busyFrom && busy.start < entry.busyTo) {
      const at = next.findIndex((interval) => interval.start > busy.start);
      next.splice(at === -1 ? next.length : at, 0, { ...busy, id: appointmentId });
    }
    // Answers that read neither the old time nor the new one stay (a booking next week leaves
    // this week's slot lists as they are); the buffer is added around both.
    const margin = entry.professional.bufferTime * 60_000;
    const touched = [before, busy].filter((interval) => interval != null);
    const memo = new Map(
      [...entry.memo].filter(([, kept]) =>
        touched.every(
          (interval) => interval.end + margin <= kept.start || interval.start - margin >= kept.end,
        ),
      ),
    );
    // A new object: a computation holding the old one finishes with what it read.
    this.entries.set(userId, { ...entry, busy: next, memo });
    return true;
  }

  invalidate(userId: string): void {
    this.entries.delete(userId);
    this.loading.delete(userId);
    this.versions.set(userId, (this.versions.get(userId) ?? 0) + 1);
  }

  /** The bookable professional's schedule, or null when there is no such professional. */
  async get(userId: string, now: number): Promise<CachedSchedule | null> {
    const entry = this.entries.get(userId);
    if (entry !== undefined && (entry === null || now - entry.loadedAt < MAX_AGE_MS)) return entry;
    const pending = this.loading.get(userId);
    if (pending) return pending;
    const version = this.versions.get(userId) ?? 0;
    const load = this.load(userId, now).then((loaded) => {
      if ((this.versions.get(userId) ?? 0) === version) {
        this.entries.set(userId, loaded);
        this.loading.delete(userId);
      }
      return loaded;
    });
    this.loading.set(userId, load);
    return load.finally(() => {
      if (this.loading.get(userId) === load) this.loading.delete(userId);
    });
  }

  /**
   * The professional as last read, however long ago, without reading: a hint for a booking of
   * which rows to read beside its lock, which it checks against the locked row (decision 053).
   */
  professionalOf(userId: string): ScheduleSnapshot['professional'] | undefined {
    return this.entries.get(userId)?.professional;
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }

  private async load(userId: string, now: number): Promise<CachedSchedule | null> {
    const user = await findBookableUser(this.db, userId);
    if (!user) return null;
    const today = zonedDateTime(now, user.timezone).date;
    const snapshot = await loadScheduleSnapshot(this.db, user, {
      from: addDays(today, -1),
      to: addDays(today, CACHE_HORIZON_DAYS),
    });
    return { ...snapshot, loadedAt: now, memo: new Map() };
  }
}

/** A computed answer kept on the snapshot under `key`, if any. */
export function recall<T>(schedule: CachedSchedule, key: string): T | undefined {
  return schedule.memo.get(key)?.value as T | undefined;
}

/**
 * Keeps a computed answer on the snapshot it came from, with the instants whose busy times it
 * read: dropped with the snapshot, or when an appointment changes inside those instants.
 */
export function remember<T>(
  schedule: CachedSchedule,
  key: string,
  read: { start: number; end: number },
  value: T,
): T {
  if (schedule.memo.size >= MAX_MEMOS) schedule.memo.clear();
  schedule.memo.set(key, { value, start: read.start, end: read.end });
  return value;
}
