import { EventEmitter } from 'node:events';

/** What changed, for live updates (SSE) and cache invalidation; never carries client data. */
export type DomainEventType =
  | 'appointment_created'
  | 'appointment_updated'
  | 'appointment_deleted'
  | 'user_updated'
  | 'schedule_changed'
  /** A blocked time of `userId` was created, moved or deleted: a schedule change staff see too. */
  | 'block_changed'
  /** Sessions of `userId` ended (logout, password change or reset, deactivation, removal). */
  | 'sessions_ended';

export interface DomainEvent {
  type: DomainEventType;
  organizationId: string;
  /** The professional whose agenda changed. */
  userId: string;
  appointmentId?: string;
  source?: string;
  /**
   * The time the appointment holds in this professional's agenda after the change (epoch ms), or
   * null when it holds none any more (deleted, or given to another professional). Absent: unknown,
   * and caches of the professional's schedule are dropped rather than updated.
   */
  busy?: { start: number; end: number } | null;
  /** sessions_ended: only this session ended (a logout); absent, every session of the user. */
  sessionId?: string;
  /** sessions_ended: every session of the user but this one (the browser that changed it). */
  keepSessionId?: string;
}

/** The `busy` of an event: the interval an appointment (as written) holds. */
export const busyOf = (appointment: { startTime: string | Date; endTime: string | Date }) => ({
  start: new Date(appointment.startTime).getTime(),
  end: new Date(appointment.endTime).getTime(),
});

export interface EventBus {
  /** Publish after the change is committed. */
  publish(event: DomainEvent): Promise<void>;
  subscribe(listener: (event: DomainEvent) => void): () => void;
  close(): Promise<void>;
}

/** The bus of one process; with PostgreSQL a LISTEN/NOTIFY bus fans events out to every instance. */
export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
