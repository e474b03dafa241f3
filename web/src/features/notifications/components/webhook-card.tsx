import { Controller } from 'react-hook-form';
import { SectionCard } from '@/components/section-card';
import { SwitchField } from '@/components/switch-field';
import type { WebhookScope } from '../api/webhook-scope';
import { useSettingsForm } from '../lib/settings-form';
import { TestWebhookButton } from './test-webhook-button';
import { WebhookEventsField } from './webhook-events-field';
import { WebhookUrlField } from './webhook-url-field';

const copy = {
  user: {
    title: 'Webhook',
    description: 'Envie seus agendamentos para outro sistema (CRM, planilha, automação) por HTTP.',
  },
  organization: {
    title: 'Webhooks da organização',
    description:
      'Recebe os agendamentos de todos os profissionais do escritório em um só endereço.',
  },
} satisfies Record<WebhookScope, { title: string; description: string }>;

/** The webhook switch, its URL (autosaved), the events it receives and the test button. */
export function WebhookCard({ scope, savedUrl }: { scope: WebhookScope; savedUrl: string }) {
  const { control } = useSettingsForm();
  return (
    <SectionCard {...copy[scope]} contentClassName="grid grid-cols-1 gap-6">
      <Controller
        control={control}
        name="webhookNotificationsEnabled"
        render={({ field }) => (
          <SwitchField
            id={`${scope}-webhook-enabled`}
            label="Enviar webhooks"
            description="Um POST em JSON, assinado, a cada evento escolhido abaixo."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <WebhookUrlField scope={scope} savedUrl={savedUrl} />
      <WebhookEventsField scope={scope} />
      <TestWebhookButton scope={scope} />
    </SectionCard>
  );
}
