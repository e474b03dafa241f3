import type { Db } from '../../db/client.ts';
import { type EmailFacts, loadEmailFacts } from './channels/email/email-facts.ts';
import {
  type SettingsRow,
  findSettingsByIds,
} from '../notifications/notification-settings.repository.ts';
import {
  type CurrentGoogleEvents,
  loadCurrentGoogleEvents,
} from './channels/google/current-google-event.ts';
import type { ClaimedRow } from './webhook-logs.repository.ts';

/** What delivering a batch of claimed rows reads from the database, read once for the batch. */
export interface DeliveryContext {
  /** The webhook subscriptions the rows go to (their current URL and secret), by id. */
  settings: Map<string, SettingsRow>;
  /** The Google events their appointments have now, for rows written before one existed. */
  googleEvents: CurrentGoogleEvents;
  /** What the batch's e-mails read (organization names, private links); none without e-mails. */
  email?: EmailFacts | undefined;
}

export async function loadDeliveryContext(db: Db, rows: ClaimedRow[]): Promise<DeliveryContext> {
  const ids = [...new Set(rows.flatMap((row) => (row.settingsId ? [row.settingsId] : [])))];
  const [settings, googleEvents, email] = await Promise.all([
    ids.length ? findSettingsByIds(db, ids) : [],
    loadCurrentGoogleEvents(db, rows),
    loadEmailFacts(db, rows),
  ]);
  return { settings: new Map(settings.map((found) => [found.id, found])), googleEvents, email };
}
