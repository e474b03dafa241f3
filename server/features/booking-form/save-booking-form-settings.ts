import { definedFields } from '@core/defined-fields.ts';
import {
  type SaveBookingFormSettingsInput,
  normalizeBookingFormSettings,
} from '@core/schemas/booking-form.ts';
import type { Db } from '../../db/client.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { getBookingFormSettings, upsertBookingFormSettings } from './booking-form.repository.ts';

/**
 * Saves the actor's public booking form; absent fields keep their value, and a hidden phone or
 * notes field is never required.
 */
export async function saveBookingFormSettings(
  db: Db,
  { actor, input }: { actor: Actor; input: SaveBookingFormSettingsInput },
) {
  const { userId, organizationId } = actor;
  return db.transaction(async (tx) => {
    const before = await getBookingFormSettings(tx, userId);
    const after = normalizeBookingFormSettings({ ...before, ...definedFields(input) });
    await upsertBookingFormSettings(tx, { userId, organizationId }, after);
    await auditChange(tx, actor, {
      entity: 'booking_form_settings',
      entityId: userId,
      before,
      after,
    });
    return after;
  });
}
