import { Controller } from 'react-hook-form';
import { SectionCard } from '@/components/section-card';
import { SwitchField } from '@/components/switch-field';
import { useSettingsForm } from '../lib/settings-form';
import { ConfirmationField } from './confirmation-field';

/**
 * The professional's e-mail switch and when their client is asked to confirm (the organization's
 * webhooks have neither).
 */
export function EmailCard() {
  const { control } = useSettingsForm();
  return (
    <SectionCard
      title="E-mail"
      description="Avisos enviados pelo Agendei."
      contentClassName="grid grid-cols-1 gap-5"
    >
      <Controller
        control={control}
        name="emailNotificationsEnabled"
        render={({ field }) => (
          <SwitchField
            id="email-notifications"
            label="Notificações por e-mail"
            description="Confirmação, alteração, cancelamento e lembretes de cada agendamento, para você e para o cliente."
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <ConfirmationField />
    </SectionCard>
  );
}
