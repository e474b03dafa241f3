import { WEBHOOK_PAGE_SIZE } from '@core/constants.ts';
import type { NotificationSettingsDto, WebhookSettingsDto } from '@core/schemas/notifications.ts';

/** Whose webhooks a screen shows: the signed-in professional's or (admins) the organization's. */
export type WebhookScope = 'user' | 'organization';

/** The settings of either scope; only the professional's carry the e-mail switch and confirmation. */
export type WebhookSettings = WebhookSettingsDto &
  Partial<Pick<NotificationSettingsDto, 'emailNotificationsEnabled' | 'confirmationMinutes'>>;

export const webhookLogsPath = '/api/webhook-logs';

/** The endpoints that differ by scope (SPEC §7; the organization's are admin-only). */
export const scopePaths = {
  user: { settings: '/api/notification-settings', test: '/api/webhook/test' },
  organization: { settings: '/api/admin/webhook-settings', test: '/api/admin/webhook/test' },
} as const satisfies Record<WebhookScope, { settings: string; test: string }>;

/** A log list's query string: the page (when paged) and, for admins, the organization's rows. */
export function logListQuery(scope: WebhookScope, page?: number) {
  const params = new URLSearchParams();
  if (page !== undefined) {
    params.set('page', String(page));
    params.set('limit', String(WEBHOOK_PAGE_SIZE));
  }
  if (scope === 'organization') params.set('scope', 'organization');
  const query = params.toString();
  return query ? `?${query}` : '';
}
