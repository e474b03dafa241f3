import type { Db } from '../../db/client.ts';
import { type ChangeAudience, readChangeAudience } from './change-audience.ts';
import { listFutureAppointments } from './future-appointments.repository.ts';
import type { OutboxChannels } from './outbox-channel.ts';
import { outboxChannels } from './outbox-channels.ts';
import { replanReminders } from './record-appointment-change.ts';

/**
 * Rebuilds the reminders of every appointment still ahead, of one professional or of the whole
 * organization, from the current settings, without doubling any; returns how many were planned.
 * Each professional's audience is read once, and what a channel reads for the whole organization
 * (its WhatsApp) once for all of them.
 */
export async function replanFutureReminders(
  db: Db,
  scope: { organizationId: string; userId?: string },
  now = Date.now(),
  channels: OutboxChannels = outboxChannels,
): Promise<number> {
  const upcoming = await listFutureAppointments(db, scope, new Date(now));
  if (upcoming.length === 0) return 0;
  const byOrganization = Object.fromEntries(
    Object.entries(channels).filter(([, channel]) => channel.audienceScope === 'organization'),
  );
  const perProfessional = Object.fromEntries(
    Object.entries(channels).map(([name, channel]) => [
      name,
      channel.audienceScope === 'organization' ? { ...channel, readAudience: undefined } : channel,
    ]),
  );
  const organization = { id: scope.userId ?? '', organizationId: scope.organizationId };
  const shared = await readOrganizationAudience(db, organization, byOrganization);
  const audienceOf = new Map<string, ChangeAudience>();
  let planned = 0;
  for (const { appointment, professional } of upcoming) {
    let audience = audienceOf.get(professional.id);
    if (!audience) {
      const own = await readChangeAudience(db, professional, {
        remindersOnly: true,
        channels: perProfessional,
      });
      audience = { ...own, channels: { ...own.channels, ...shared } };
      audienceOf.set(professional.id, audience);
    }
    planned += await replanReminders(db, appointment, professional, audience, now, channels);
  }
  return planned;
}

/** What the channels that read per organization read, once. */
async function readOrganizationAudience(
  db: Db,
  organization: { id: string; organizationId: string },
  channels: OutboxChannels,
) {
  const read: Record<string, unknown> = {};
  // One after another: a PostgreSQL transaction takes one query at a time.
  for (const [name, channel] of Object.entries(channels)) {
    read[name] = await channel.readAudience?.(db, organization, { remindersOnly: true });
  }
  return read;
}
