import { deliveryMessages } from '@core/messages-delivery.ts';
import type { WebhookEvent } from '@core/constants.ts';
import {
  type SettingsRow,
  findSettingsByIds,
} from '../../../notifications/notification-settings.repository.ts';
import { cancelledAttempt } from '../../delivery-attempt.ts';
import { type StoredPayload, webhookBody } from '../../notification-payload.ts';
import type { OutboxChannel } from '../../outbox-channel.ts';
import { type Subscriptions, outboxRow } from '../../outbox-row.ts';
import type { ClaimedRow } from '../../webhook-logs.repository.ts';
import { postWebhook } from './post-webhook.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

/** Every webhook subscription of a change, with who it is for in the log. */
function webhookSubscriptions(subs: Subscriptions) {
  return [
    { subscriber: 'user' as const, settings: subs.user },
    { subscriber: 'organization' as const, settings: subs.organization },
    ...subs.api.map((settings) => ({ subscriber: 'subscription' as const, settings })),
  ];
}

function wants(settings: SettingsRow | undefined, event: WebhookEvent): settings is SettingsRow {
  return Boolean(
    settings?.webhookNotificationsEnabled &&
    settings.webhookUrl &&
    settings.webhookEvents.includes(event),
  );
}

/** The moment the body describes: when the event happened, or the reminder's planned time. */
function eventTime(row: ClaimedRow): Date {
  return row.eventType === 'appointment.reminder' ? row.scheduledFor : row.createdAt;
}

/**
 * Webhooks: a signed POST to every subscription (the professional's, the organization's, the
 * API's) that wants the event. Its batch reads the subscriptions' current URL and secret.
 */
export const webhookChannel: OutboxChannel<undefined, Map<string, SettingsRow>> = {
  reminderMinutes: (subs) =>
    webhookSubscriptions(subs).flatMap(({ settings }) => settings?.notificationTimes ?? []),

  rows({ event, subs, professional, snapshot, payload, timing }) {
    const { reminderMinutes } = timing;
    return webhookSubscriptions(subs).flatMap(({ subscriber, settings }) => {
      if (!wants(settings, event)) return [];
      if (reminderMinutes && !settings.notificationTimes.includes(reminderMinutes)) return [];
      return outboxRow(professional, snapshot, {
        eventType: event,
        channel: 'webhook',
        subscriber,
        settingsId: settings.id,
        url: settings.webhookUrl,
        payload,
        ...timing,
      });
    });
  },

  async loadContext(db, rows) {
    const ids = [...new Set(rows.flatMap((row) => (row.settingsId ? [row.settingsId] : [])))];
    const settings = ids.length ? await findSettingsByIds(db, ids) : [];
    return new Map(settings.map((found) => [found.id, found]));
  },

  takesRefresh: true,

  async deliver(deps, row, context) {
    const settings = context?.get(row.settingsId ?? '');
    const isTest = row.eventType === 'webhook.test';
    if (!settings?.webhookUrl || !(isTest || settings.webhookNotificationsEnabled)) {
      return cancelledAttempt(row.url, deliveryMessages.notConfigured);
    }
    const body = JSON.stringify(
      webhookBody(row.eventId, eventTime(row), row.payload as StoredPayload),
    );
    const seconds = Math.floor((deps.now?.() ?? Date.now()) / 1000);
    const result = await postWebhook(settings.webhookUrl, body, {
      timeoutMs: deps.config.WEBHOOK_TIMEOUT_MS,
      allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE,
      headers: {
        [SIGNATURE_HEADER]: signWebhook(settings.webhookSecret ?? '', body, seconds),
        'X-Agendei-Event': row.eventType,
        'X-Agendei-Event-Id': row.eventId,
      },
    });
    return { ...result, url: settings.webhookUrl };
  },
};
