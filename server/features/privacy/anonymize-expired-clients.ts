import { subMonths } from 'date-fns';
import { AppError } from '@core/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { Actor } from '../../kernel/actor.ts';
import {
  cancelClientNotifications,
  scrubAuditEntries,
  scrubEmails,
  scrubNotifications,
} from './client-erasure.repository.ts';
import { auditLeftoversErased } from './client-request-audit.ts';
import { eraseClientData } from './erase-client-data.ts';
import {
  findExpiredLeftovers,
  listExpiredClients,
  listRetentionOrganizations,
} from './retention.repository.ts';

const BATCH = 50;

/** The background job acting for an organization (audited as 'Sistema'). */
function systemActor(organizationId: string): Actor {
  return {
    userId: 'system',
    organizationId,
    role: 'admin',
    sessionId: 'system:retention',
    via: 'system',
  };
}

/** Each expired client of one organization, through the ordinary erasure. */
async function eraseExpiredClients(
  db: Db,
  actor: Actor,
  cutoff: Date,
  { events, now }: { events: EventBus; now: number },
): Promise<number> {
  let erased = 0;
  for (;;) {
    const emails = await listExpiredClients(db, actor.organizationId, cutoff, BATCH);
    let erasedNow = 0;
    for (const email of emails) {
      try {
        await eraseClientData(db, { actor, email, events, reason: 'retention', lock: 'skip', now });
        erasedNow += 1;
      } catch (error) {
        // Another instance holds (or just erased) this client: it is done there.
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      }
    }
    erased += erasedNow;
    if (emails.length < BATCH || erasedNow === 0) return erased;
  }
}

/** The copies of appointments cancelled before the cutoff, which no e-mail lookup reaches. */
async function eraseExpiredLeftovers(db: Db, actor: Actor, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await findExpiredLeftovers(tx, actor.organizationId, cutoff);
    await cancelClientNotifications(tx, found.logIds);
    const emails = await scrubEmails(tx, found.emailIds, null);
    const notifications = await scrubNotifications(tx, found.logIds);
    const auditEntries = await scrubAuditEntries(tx, found.auditIds);
    const total = emails + notifications + auditEntries;
    if (total) await auditLeftoversErased(tx, actor, { notifications, emails, auditEntries });
    return total;
  });
}

/**
 * LGPD retention: for every organization that set a period, anonymizes each client whose last
 * appointment ended more than that many months ago, as an erasure by the system. Safe with
 * several instances: a client's appointments are taken FOR UPDATE SKIP LOCKED, and a client
 * already anonymized is no longer listed.
 */
export async function anonymizeExpiredClients(
  db: Db,
  { events, now = Date.now() }: { events: EventBus; now?: number },
): Promise<{ clients: number; leftovers: number }> {
  let clients = 0;
  let leftovers = 0;
  for (const organization of await listRetentionOrganizations(db)) {
    const actor = systemActor(organization.id);
    const cutoff = subMonths(new Date(now), organization.retentionMonths);
    clients += await eraseExpiredClients(db, actor, cutoff, { events, now });
    leftovers += await eraseExpiredLeftovers(db, actor, cutoff);
  }
  return { clients, leftovers };
}
