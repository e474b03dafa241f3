import type { RetentionSettingsDto, UpdateRetentionInput } from '@core/schemas/privacy.ts';
import type { Db } from '../../db/client.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { findRetentionMonths, saveRetentionMonths } from './retention.repository.ts';

/** The organization's retention period (months after a client's last appointment), or off. */
export async function getRetentionSettings(
  db: Db,
  { actor }: { actor: Actor },
): Promise<RetentionSettingsDto> {
  return { retentionMonths: await findRetentionMonths(db, actor.organizationId) };
}

/** An admin sets or switches off the period; the background job applies it (audited). */
export async function saveRetentionSettings(
  db: Db,
  { actor, input }: { actor: Actor; input: UpdateRetentionInput },
): Promise<RetentionSettingsDto> {
  return db.transaction(async (tx) => {
    const before = await getRetentionSettings(tx, { actor });
    await saveRetentionMonths(tx, actor.organizationId, input.retentionMonths);
    const after = { retentionMonths: input.retentionMonths };
    await auditChange(tx, actor, {
      entity: 'organization',
      entityId: actor.organizationId,
      before,
      after,
    });
    return after;
  });
}
