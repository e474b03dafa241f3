import type { Db } from '../../db/client.ts';
import { readSideBySide } from '../../db/read-side-by-side.ts';
import { googleSyncTarget } from './channels/google/google-sync-row.ts';
import { findSubscriptions } from '../notifications/notification-settings.repository.ts';
import { whatsappActive } from '../whatsapp/whatsapp-active.ts';

export type Subscriptions = Awaited<ReturnType<typeof findSubscriptions>>;

/**
 * Who hears of a professional's appointment changes: the webhook and e-mail subscriptions, the
 * organization's WhatsApp, the Google calendar (unless the change came from Google). Read before
 * the change is written, side by side (one round trip inside a PGlite transaction).
 */
export interface ChangeAudience {
  subs: Subscriptions;
  whatsapp: boolean;
  google: { calendarId: string } | null;
}

export async function readChangeAudience(
  db: Db,
  professional: Parameters<typeof googleSyncTarget>[1],
  { fromGoogle = false }: { fromGoogle?: boolean } = {},
): Promise<ChangeAudience> {
  const [subs, whatsapp, google] = await readSideBySide(db, [
    () => findSubscriptions(db, professional.id, professional.organizationId),
    () => whatsappActive(db, professional.organizationId),
    async () => (fromGoogle ? null : googleSyncTarget(db, professional)),
  ] as const);
  return { subs, whatsapp, google };
}
