import type { WebhookEvent } from '@core/constants.ts';
import type { LogChannel } from '@core/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import type { DeliveryDeps } from './delivery-deps.ts';
import type { DeliveryAttempt } from './delivery-attempt.ts';
import type { AppointmentSnapshot, StoredPayload } from './notification-payload.ts';
import type { ProfessionalRef, RowTiming, Subscriptions } from './outbox-row.ts';
import type { ClaimedRow, NewWebhookLog } from './webhook-logs.repository.ts';

/** One event of an appointment change, or one of its reminder times, as the channels see it. */
export interface ChangeMoment {
  event: WebhookEvent;
  professional: ProfessionalRef;
  snapshot: AppointmentSnapshot;
  /** What the rows keep (a channel may add its own part, as e-mail adds its recipient). */
  payload: StoredPayload;
  timing: RowTiming;
  /** People (client, professional) hear of it: not of an update that did not move it. */
  tellsPeople: boolean;
  /** The professional's, their organization's and the API's notification settings. */
  subs: Subscriptions;
}

/** Whose audience is read: the professional's; a booking's locked row brings its columns. */
export interface AudienceOf {
  id: string;
  organizationId: string;
}

export interface AudienceOptions {
  /** The channel the change came from (a pull from the professional's calendar): nothing goes back to it. */
  origin?: LogChannel | undefined;
  /** Only reminders are planned (settings saved): channels without reminders read nothing. */
  remindersOnly?: boolean;
}

/**
 * One way the outbox tells of appointment changes (webhook, e-mail, WhatsApp, calendar sync):
 * who hears of a change, which rows it writes for it, what delivering a batch of its rows reads,
 * and how one row is delivered. Registered once in `outbox-channels.ts`; the writer and
 * `deliverRow` go through the registry and name no channel.
 */
export interface OutboxChannel<Audience = unknown, Context = unknown> {
  /** Who hears of a change beyond the notification settings, read before the change is written. */
  readAudience?(db: Db, professional: AudienceOf, options: AudienceOptions): Promise<Audience>;
  /** The audience is the same for the whole organization: read once when reminders are re-planned. */
  audienceScope?: 'organization';
  /** The audience comes from the professional's own row: a booking reads it after its lock. */
  audienceFromProfessionalRow?: boolean;
  /** The reminder times it plans rows for (minutes before the start). */
  reminderMinutes?(subs: Subscriptions, audience: Audience): number[];
  /** Its rows for one event or reminder time of a change. */
  rows(moment: ChangeMoment, audience: Audience): NewWebhookLog[];
  /** What delivering a batch of its rows reads, once for the batch (only its own rows given). */
  loadContext?(db: Db, rows: ClaimedRow[]): Promise<Context>;
  /**
   * Brings the rows of the channels that `takeRefresh` up to date at delivery, from what it read
   * once for the batch (the calendar event made after they were written).
   */
  refresh?: {
    load(db: Db, rows: ClaimedRow[]): Promise<unknown>;
    apply(row: ClaimedRow, read: unknown): ClaimedRow;
  };
  /** Its rows are brought up to date by the channels' `refresh` before they go. */
  takesRefresh?: boolean;
  /** One attempt at one of its rows; `context` is what its batch read. */
  deliver(
    deps: DeliveryDeps,
    row: ClaimedRow,
    context: Context | undefined,
  ): Promise<DeliveryAttempt>;
}

/** The channels by stored name (the registry, or a test's registry with one more). */
export type OutboxChannels = Readonly<Record<string, OutboxChannel>>;
