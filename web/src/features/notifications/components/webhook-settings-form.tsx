import { FormProvider, useForm } from 'react-hook-form';
import { SaveButton } from '@/components/save-button';
import { ApiError } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { notificationsMessages } from '@core/messages.ts';
import { SaveNotificationSettingsInput } from '@core/schemas/notifications.ts';
import { useSaveWebhookSettings } from '../api/save-webhook-settings';
import type { WebhookScope, WebhookSettings } from '../api/webhook-scope';
import { formValuesOf, type SettingsFormValues } from '../lib/settings-form';
import { EmailCard } from './email-card';
import { ReminderTimesCard } from './reminder-times-card';
import { SigningSecretCard } from './signing-secret-card';
import { WebhookCard } from './webhook-card';

const n = notificationsMessages;

/** SPEC §8: the admin's webhook settings say 'Save failed: {status}' when the server sent no reason. */
function saveFailure(scope: WebhookScope, error: unknown) {
  if (scope === 'organization' && error instanceof ApiError) return n.adminSaveFailed(error.status);
  return n.saveErrorDescription;
}

type WebhookSettingsFormProps = { scope: WebhookScope; settings: WebhookSettings };

/** The e-mail switch (professionals only), webhook, signing secret and reminders, saved at once. */
export function WebhookSettingsForm({ scope, settings }: WebhookSettingsFormProps) {
  const save = useSaveWebhookSettings(scope);
  const form = useForm<SettingsFormValues, unknown, SaveNotificationSettingsInput>({
    resolver: formResolver(SaveNotificationSettingsInput),
    defaultValues: formValuesOf(scope, settings),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      form.reset(formValuesOf(scope, await save.mutateAsync(body)));
      notifySuccess(n.savedTitle);
    } catch (error) {
      notifyFailure(error, {
        title: n.saveErrorTitle,
        fallback: saveFailure(scope, error),
        setError: form.setError,
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6">
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <div className="grid grid-cols-1 gap-6">
            {scope === 'user' && <EmailCard />}
            <WebhookCard scope={scope} savedUrl={settings.webhookUrl ?? ''} />
          </div>
          <div className="grid grid-cols-1 gap-6">
            <ReminderTimesCard scope={scope} />
            <SigningSecretCard scope={scope} secret={settings.webhookSecret} />
          </div>
        </div>
        <SaveButton pending={save.isPending} />
      </form>
    </FormProvider>
  );
}
