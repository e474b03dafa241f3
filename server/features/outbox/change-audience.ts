import type { Db } from '../../db/client.ts';
import { readSideBySide } from '../../db/read-side-by-side.ts';
import { findSubscriptions } from '../notifications/notification-settings.repository.ts';
import type { AudienceOf, AudienceOptions, OutboxChannels } from './outbox-channel.ts';
import { outboxChannels } from './outbox-channels.ts';

import type { Subscriptions } from './outbox-row.ts';

export type { Subscriptions };

/**
 * Who hears of a professional's appointment changes: the notification settings (webhook
 * subscriptions, e-mails) and what each channel reads beyond them (the organization's WhatsApp,
 * the calendar sync). Read before the change is written, side by side (one round trip inside
 * a PGlite transaction).
 */
export interface ChangeAudience {
  subs: Subscriptions;
  /** What each channel read, by channel name (none for a channel that reads nothing). */
  channels: Record<string, unknown>;
}

export interface ReadAudienceOptions extends AudienceOptions {
  /** A booking reads the audiences that come from the professional's row after its lock. */
  rowLater?: boolean;
  channels?: OutboxChannels;
}

const readers = (channels: OutboxChannels, pick: (name: string) => boolean) =>
  Object.entries(channels).filter(([name, channel]) => channel.readAudience && pick(name));

export async function readChangeAudience(
  db: Db,
  professional: AudienceOf,
  { rowLater = false, channels = outboxChannels, ...options }: ReadAudienceOptions = {},
): Promise<ChangeAudience> {
  const reading = readers(
    channels,
    (name) => !(rowLater && channels[name]!.audienceFromProfessionalRow),
  );
  const [subs, ...read] = await readSideBySide(db, [
    () => findSubscriptions(db, professional.id, professional.organizationId),
    ...reading.map(
      ([, channel]) =>
        () =>
          channel.readAudience!(db, professional, options),
    ),
  ]);
  return {
    subs: subs as Subscriptions,
    channels: Object.fromEntries(reading.map(([name], index) => [name, read[index]])),
  };
}

/** Completes an audience read with `rowLater` from the professional's locked row. */
export async function withRowAudience(
  db: Db,
  audience: ChangeAudience,
  professional: AudienceOf,
  channels: OutboxChannels = outboxChannels,
): Promise<ChangeAudience> {
  const reading = readers(channels, (name) => Boolean(channels[name]!.audienceFromProfessionalRow));
  const read = await readSideBySide(
    db,
    reading.map(
      ([, channel]) =>
        () =>
          channel.readAudience!(db, professional, {}),
    ),
  );
  const fromRow = Object.fromEntries(reading.map(([name], index) => [name, read[index]]));
  return { ...audience, channels: { ...audience.channels, ...fromRow } };
}
