import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import type { Actor } from '../../kernel/actor.ts';

/**
 * The client's e-mail as the audit log names it: a SHA-256 of the lower-cased address. The log
 * can then show that a request about an address was answered without keeping the address.
 */
export function clientEmailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Audits an LGPD export or erasure: who, when, the hashed e-mail and counts, nothing personal. */
export async function auditClientRequest(
  db: Db,
  actor: Actor,
  request: { action: 'export' | 'erase'; email: string; details: Record<string, unknown> },
): Promise<void> {
  await recordAudit(db, {
    ...auditedBy(actor),
    action: request.action,
    entity: 'client',
    entityId: clientEmailHash(request.email),
    after: request.details,
  });
}

/** Audits the retention's scrub of cancelled appointments' copies (no e-mail to name). */
export async function auditLeftoversErased(
  db: Db,
  actor: Actor,
  counts: { notifications: number; emails: number; auditEntries: number },
): Promise<void> {
  await recordAudit(db, {
    ...auditedBy(actor),
    action: 'erase',
    entity: 'client',
    entityId: null,
    after: { reason: 'retention', cancelledAppointments: true, ...counts },
  });
}
