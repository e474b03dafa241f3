import type { PixSettingsInput } from '@core/schemas/pix.ts';
import type { Db } from '../../db/client.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { findPixSettings, savePixSettingsRow } from './payments.repository.ts';

/** The signed-in user registers, changes or (with null) removes their own Pix key. */
export async function savePixSettings(
  db: Db,
  { actor, input }: { actor: Actor; input: PixSettingsInput | null },
) {
  return db.transaction(async (tx) => {
    const before = await findPixSettings(tx, actor.userId);
    const after = await savePixSettingsRow(tx, actor.userId, input);
    await auditChange(tx, actor, {
      entity: 'pix_settings',
      entityId: actor.userId,
      before,
      after,
    });
    return after;
  });
}
