import type { AuditEntry } from '../audit/audit.repository.ts';
import type { Actor } from '../../kernel/actor.ts';

/** The audit fields that name an actor: a signed-in user, or an integration token's admin. */
export function auditedBy(
  actor: Actor,
): Pick<AuditEntry, 'organizationId' | 'actorUserId' | 'actorKind'> {
  if (actor.via === 'system') {
    return { organizationId: actor.organizationId, actorUserId: null, actorKind: 'system' };
  }
  const actorKind = actor.via === 'api' || actor.via === 'mcp' ? actor.via : 'user';
  return { organizationId: actor.organizationId, actorUserId: actor.userId, actorKind };
}
