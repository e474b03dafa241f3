import type { DomainEvent, EventBus } from './event-bus.ts';

export interface EndedSessions {
  organizationId: string;
  userId: string;
  /** Only this session ended (a logout). */
  sessionId?: string;
  /** Every session of the user ended but this one (a password changed from it). */
  keepSessionId?: string;
}

/**
 * Tells every instance that sessions ended, after the change is committed, so the live-update
 * streams they opened end too: a stream is authenticated once, when it opens.
 */
export function announceSessionsEnded(events: EventBus, ended: EndedSessions): Promise<void> {
  return events.publish({ type: 'sessions_ended', ...ended });
}

/** Whether `event` ends the stream opened with `session` of `userId`. */
export function endsSession(event: DomainEvent, userId: string, session: string): boolean {
  if (event.type !== 'sessions_ended' || event.userId !== userId) return false;
  if (event.sessionId !== undefined) return event.sessionId === session;
  return event.keepSessionId !== session;
}
