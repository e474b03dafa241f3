import { QueryState } from '@/components/query-state';
import { useWebhookSettings } from '../api/get-webhook-settings';
import type { WebhookScope } from '../api/webhook-scope';
import { ScheduledWebhooksCard } from './scheduled-webhooks-card';
import { WebhookHistoryCard } from './webhook-history-card';
import { WebhookSettingsForm } from './webhook-settings-form';

/** Settings, scheduled deliveries and history of one scope's notifications. */
export function WebhookSections({ scope }: { scope: WebhookScope }) {
  const settings = useWebhookSettings(scope);
  return (
    <div className="grid grid-cols-1 gap-6">
      <QueryState
        query={settings}
        loading="Carregando configurações..."
        error="Não foi possível carregar as configurações de notificação."
      >
        {(current) => <WebhookSettingsForm scope={scope} settings={current} />}
      </QueryState>
      <ScheduledWebhooksCard scope={scope} />
      <WebhookHistoryCard scope={scope} />
    </div>
  );
}
