import type { FastifyBaseLogger } from 'fastify';
import type { BusyInterval } from '@core/scheduling/slots.ts';
import type { EventBus } from '../../../realtime/event-bus.ts';
import type { BusyAnswer, BusyOwner, BusyRange, BusySource } from '../../scheduling/busy-source.ts';
import type { GoogleDeps } from './connected-google.ts';
import { readForeignBusy } from './google-foreign-busy.ts';
import { findGoogleConnection } from './google.repository.ts';
import { googleSettings } from './google-settings.ts';

const TTL_MS = 60_000;
/** Google down: the fallback (no busy times) is kept a little, so each page load is not slowed. */
const FAILURE_TTL_MS = 15_000;
const TIMEOUT_MS = 2_000;
const MAX_ENTRIES = 500;

interface Entry extends BusyAnswer {
  expiresAt: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Google busy times: no answer in ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Busy times of a professional's chosen Google calendar that are not our own appointments' events
 * (events.list, see google-foreign-busy.ts), for the public slots and the booking decision.
 * Cached a minute per professional and range, dropped on every change of theirs (the event bus
 * carries connection changes too). Google failing or slow never blocks a slot or a booking:
 * the answer is then "no Google busy times" and a warning is logged.
 */
export class GoogleBusyTimes implements BusySource {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<BusyAnswer>>();
  private readonly versions = new Map<string, number>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly deps: GoogleDeps & { log: Pick<FastifyBaseLogger, 'warn'> },
    events: EventBus,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {
    this.unsubscribe = events.subscribe((event) => {
      if (event.type !== 'sessions_ended') this.invalidate(event.userId);
    });
  }

  invalidate(userId: string): void {
    for (const key of this.entries.keys())
      if (key.startsWith(`${userId}|`)) this.entries.delete(key);
    for (const key of this.loading.keys())
      if (key.startsWith(`${userId}|`)) this.loading.delete(key);
    this.versions.set(userId, (this.versions.get(userId) ?? 0) + 1);
  }

  configured(): boolean {
    return Boolean(googleSettings(this.deps.config));
  }

  /** Cached busy times (the public slot list). */
  async get(owner: BusyOwner, range: BusyRange, now = Date.now()): Promise<BusyAnswer> {
    if (!owner.calendarSync || !googleSettings(this.deps.config)) return { busy: [], fetchedAt: 0 };
    const key = `${owner.id}|${range.start}|${range.end}`;
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const version = this.versions.get(owner.id) ?? 0;
    const load = this.read(owner, range).then(({ busy, failed }) => {
      const result = { busy, fetchedAt: now };
      if ((this.versions.get(owner.id) ?? 0) === version) {
        if (this.entries.size >= MAX_ENTRIES)
          this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, { ...result, expiresAt: now + (failed ? FAILURE_TTL_MS : TTL_MS) });
      }
      return result;
    });
    this.loading.set(key, load);
    return load.finally(() => {
      if (this.loading.get(key) === load) this.loading.delete(key);
    });
  }

  /** Busy times read now, bypassing the cache (the booking decision). */
  async fresh(owner: BusyOwner, range: BusyRange): Promise<BusyInterval[]> {
    if (!owner.calendarSync || !googleSettings(this.deps.config)) return [];
    return (await this.read(owner, range)).busy;
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }

  private async read(owner: BusyOwner, range: BusyRange) {
    try {
      const connection = await findGoogleConnection(this.deps.db, owner.id);
      if (!connection?.sealedRefreshToken || connection.needsReconnect) {
        return { busy: [], failed: false };
      }
      const work = readForeignBusy(
        this.deps,
        { userId: owner.id, timezone: owner.timezone },
        { from: new Date(range.start), to: new Date(range.end) },
        this.timeoutMs,
      );
      return { busy: await withTimeout(work, this.timeoutMs), failed: false };
    } catch (error) {
      this.deps.log.warn(
        { err: error, userId: owner.id },
        'Google busy times unavailable; slots offered without them',
      );
      return { busy: [], failed: true };
    }
  }
}
