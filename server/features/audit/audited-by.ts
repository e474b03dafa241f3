import type { AuditEntry } from '../audit/audit.repository.ts';
import type { Actor } from '../auth/actor.ts';

/** The audit fields that name a signed-in actor. */
export function auditedBy(
  actor: Actor,
): Pick<AuditEntry, 'organizationId' | 'actorUserId' | 'actorKind'> {
  return { organizationId: actor.organizationId, actorUserId: actor.userId, actorKind: 'user' };
}
