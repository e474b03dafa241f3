import type { UpdateOrganizationInput } from '../../../core/schemas/organization.ts';
import type { Db } from '../../db/client.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../auth/actor.ts';
import { findOrganization, renameOrganization } from './organization.repository.ts';

/** An admin renames their office (the name its public booking pages show). */
export async function renameOwnOrganization(
  db: Db,
  { actor, input }: { actor: Actor; input: UpdateOrganizationInput },
) {
  return db.transaction(async (tx) => {
    const before = await findOrganization(tx, actor.organizationId);
    const after = await renameOrganization(tx, actor.organizationId, input.name);
    await auditChange(tx, actor, {
      entity: 'organization',
      entityId: actor.organizationId,
      before,
      after,
    });
    return after;
  });
}
