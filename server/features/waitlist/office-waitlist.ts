import { AppError } from '@core/app-error.ts';
import { runsOfficeAgenda } from '@core/constants.ts';
import { waitlistMessages } from '@core/messages.ts';
import type { WaitlistEntryDto } from '@core/schemas/waitlist.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import { deleteEntry, listOfficeEntries, lockEntry } from './waitlist.repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The office's waitlist from a date on: the whole office for an admin or a secretary, a
 * professional's own entries for them.
 */
export async function listOfficeWaitlist(
  db: Db,
  { actor, fromDate }: { actor: Actor; fromDate: string },
): Promise<WaitlistEntryDto[]> {
  const scope = runsOfficeAgenda(actor.role)
    ? { organizationId: actor.organizationId }
    : { organizationId: actor.organizationId, userIds: [actor.userId] };
  const rows = await listOfficeEntries(db, scope, fromDate);
  return rows.map(({ entry, professionalName, productName }) => ({
    id: entry.id,
    userId: entry.userId,
    professionalName,
    date: entry.date,
    productName,
    clientName: entry.clientName,
    clientEmail: entry.clientEmail,
    clientPhone: entry.clientPhone,
    status: entry.status,
    offerStart: iso(entry.offerStart),
    offerExpiresAt: iso(entry.offerExpiresAt),
    createdAt: entry.createdAt.toISOString(),
  }));
}

/** Removes an entry (another office's, or another professional's for a professional, is 404). */
export async function removeWaitlistEntry(
  db: Db,
  { actor, id, events }: { actor: Actor; id: string; events: EventBus },
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const entry = await lockEntry(tx, id);
    const visible =
      entry?.organizationId === actor.organizationId &&
      (runsOfficeAgenda(actor.role) || entry.userId === actor.userId);
    if (!entry || !visible) throw new AppError('NOT_FOUND', waitlistMessages.entryNotFound);
    return deleteEntry(tx, id);
  });
  // A removed offer lets its hold go: the next in line may get the time.
  if (removed?.status === 'offered') {
    await scheduleChanged(events, removed.organizationId, removed.userId);
  }
}
