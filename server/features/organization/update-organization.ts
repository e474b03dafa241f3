import { AppError } from '@core/app-error.ts';
import { definedFields } from '@core/defined-fields.ts';
import { holidaysMessages, organizationMessages } from '@core/messages.ts';
import type { UpdateOrganizationInput } from '@core/schemas/organization.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { scheduleChanged } from '../../realtime/schedule-changed.ts';
import { auditChange } from '../audit/audit-change.ts';
import type { Actor } from '../../kernel/actor.ts';
import { listBookableUsers } from '../booking/booking.repository.ts';
import { isKnownLocation } from '../holidays/holiday-calendar.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  bumpPrivacyNoticeVersion,
  findOrganization,
  slugTakenByAnother,
  updateOrganization,
} from './organization.repository.ts';

const slugTaken = () =>
  new AppError('CONFLICT', organizationMessages.slugTaken, {
    slug: organizationMessages.slugTaken,
  });

/**
 * An admin renames their office (the name its public booking pages show) and sets its location
 * (UF and city), whose holidays close the public agendas, and its own page's details: slug,
 * address, phone, CNPJ and privacy notice (decision 078).
 */
export async function updateOwnOrganization(
  db: Db,
  { actor, input, events }: { actor: Actor; input: UpdateOrganizationInput; events: EventBus },
) {
  const changes = definedFields(input);
  const { before, after } = await db
    .transaction(async (tx) => {
      const before = (await findOrganization(tx, actor.organizationId))!;
      const state = changes.state === undefined ? before.state : changes.state;
      // Another UF drops the city of the old one unless a city comes along.
      const keptCity = state === before.state ? before.city : null;
      const city = changes.city === undefined ? keptCity : changes.city;
      if (city && !state) {
        throw new AppError('VALIDATION', holidaysMessages.cityWithoutState, {
          city: holidaysMessages.cityWithoutState,
        });
      }
      // Only a new location is checked: a rename never fails on the one already saved (issue 32).
      const moved = state !== before.state || city !== before.city;
      if (moved && !isKnownLocation({ state, city })) {
        const field = state && !isKnownLocation({ state, city: null }) ? 'state' : 'city';
        const message =
          field === 'state' ? holidaysMessages.invalidState : holidaysMessages.invalidCity;
        throw new AppError('VALIDATION', message, { [field]: message });
      }
      if (changes.slug && (await slugTakenByAnother(tx, changes.slug, actor.organizationId))) {
        throw slugTaken();
      }
      const after = await updateOrganization(tx, actor.organizationId, { ...changes, state, city });
      const noticeChanged =
        before.privacyNotice !== after.privacyNotice || before.privacyUrl !== after.privacyUrl;
      if (noticeChanged) await bumpPrivacyNoticeVersion(tx, actor.organizationId);
      await auditChange(tx, actor, {
        entity: 'organization',
        entityId: actor.organizationId,
        before,
        after,
      });
      return { before, after };
    })
    .catch((error: unknown) => {
      // Two offices saving the same slug at once: the unique index refuses the second.
      throw isUniqueViolation(error, 'organizations_slug_unique') ? slugTaken() : error;
    });
  if (before.state !== after.state || before.city !== after.city) {
    // Another location, other holidays: every professional's cached public schedule is stale.
    for (const user of await listBookableUsers(db, actor.organizationId)) {
      await scheduleChanged(events, actor.organizationId, user.id);
    }
  }
  return after;
}
