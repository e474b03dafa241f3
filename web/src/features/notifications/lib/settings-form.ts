import { useFormContext } from 'react-hook-form';
import type { WebhookEvent } from '@core/constants.ts';
import type { WebhookScope, WebhookSettings } from '../api/webhook-scope';

/**
 * What the settings form edits; `emailNotificationsEnabled` and `confirmationMinutes` only on the
 * professional's screen.
 */
export type SettingsFormValues = {
  emailNotificationsEnabled?: boolean;
  /** The professional's 'Pedir confirmação de presença' (decision 087); null: not asked. */
  confirmationMinutes?: number | null;
  webhookNotificationsEnabled: boolean;
  webhookUrl: string;
  webhookEvents: WebhookEvent[];
  notificationTimes: number[];
};

export function formValuesOf(scope: WebhookScope, settings: WebhookSettings): SettingsFormValues {
  return {
    ...(scope === 'user' && {
      emailNotificationsEnabled: settings.emailNotificationsEnabled,
      confirmationMinutes: settings.confirmationMinutes ?? null,
    }),
    webhookNotificationsEnabled: settings.webhookNotificationsEnabled,
    webhookUrl: settings.webhookUrl ?? '',
    webhookEvents: settings.webhookEvents,
    notificationTimes: settings.notificationTimes,
  };
}

/** The settings form, from inside one of its cards. */
export const useSettingsForm = () => useFormContext<SettingsFormValues>();
