import { Controller } from 'react-hook-form';
import { SectionCard } from '@/components/section-card';
import { SwitchField } from '@/components/switch-field';
import { useSettingsForm } from '../lib/settings-form';

/** The professional's e-mail switch (the organization's webhooks have none). */
export function EmailCard() {
  const { control } = useSettingsForm();
  return (
    <SectionCard title="E-mail" description="Avisos enviados pelo Agendei.">
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
    </SectionCard>
  );
}
