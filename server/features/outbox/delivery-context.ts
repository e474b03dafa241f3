import type { Db } from '../../db/client.ts';
import type { OutboxChannels } from './outbox-channel.ts';
import { outboxChannels } from './outbox-channels.ts';
import type { ClaimedRow } from './webhook-logs.repository.ts';

/**
 * What delivering a batch of claimed rows reads from the database, read once for the batch: each
 * channel's context for its rows (the webhooks' subscriptions, the e-mails' facts), and what a
 * channel brings other channels' rows up to date with (the calendar events made since).
 */
export interface DeliveryContext {
  /** Each channel's context, by channel name (none for a channel without rows or context). */
  channels: Record<string, unknown>;
  /** What each channel with a `refresh` read, by channel name. */
  refreshes: Record<string, unknown>;
}

const rowsOf = (rows: ClaimedRow[], pick: (channel: string) => boolean) =>
  rows.filter((row) => pick(row.channel));

export async function loadDeliveryContext(
  db: Db,
  rows: ClaimedRow[],
  channels: OutboxChannels = outboxChannels,
): Promise<DeliveryContext> {
  const entries = Object.entries(channels);
  const contexts = entries.flatMap(([name, channel]) => {
    const own = rowsOf(rows, (row) => row === name);
    return channel.loadContext && own.length ? [[name, channel.loadContext(db, own)] as const] : [];
  });
  const refreshed = rowsOf(rows, (name) => Boolean(channels[name]?.takesRefresh));
  const refreshes = entries.flatMap(([name, channel]) =>
    channel.refresh ? [[name, channel.refresh.load(db, refreshed)] as const] : [],
  );
  const settled = async (list: (readonly [string, Promise<unknown>])[]) =>
    Object.fromEntries(await Promise.all(list.map(async ([name, read]) => [name, await read])));
  const [byChannel, byRefresh] = await Promise.all([settled(contexts), settled(refreshes)]);
  return { channels: byChannel, refreshes: byRefresh };
}

/** The row as it goes out: brought up to date by the channels' refreshes, if its channel takes them. */
export function refreshedRow(
  row: ClaimedRow,
  context: DeliveryContext,
  channels: OutboxChannels,
): ClaimedRow {
  if (!channels[row.channel]?.takesRefresh) return row;
  return Object.entries(channels).reduce(
    (current, [name, channel]) =>
      channel.refresh ? channel.refresh.apply(current, context.refreshes[name]) : current,
    row,
  );
}
