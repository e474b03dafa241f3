import type { DomainEventType, EventBus } from './event-bus.ts';

/** Tells every listener (slot caches, live screens) that a professional's agenda inputs changed. */
export function scheduleChanged(
  events: EventBus,
  organizationId: string,
  userId: string,
  type: DomainEventType = 'schedule_changed',
): Promise<void> {
  return events.publish({ type, organizationId, userId });
}
