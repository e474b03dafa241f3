import { SaveIcon } from 'lucide-react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { SwitchField } from '@/components/switch-field';
import { Button } from '@/components/ui/button';
import { formResolver } from '@/lib/form-resolver';
import { notifySettingsFailure, notifySuccess } from '@/lib/notify';
import { whatsappMessages } from '@core/messages-whatsapp.ts';
import { SaveWhatsappSettingsInput, type WhatsappSettingsDto } from '@core/schemas/whatsapp.ts';
import { type WhatsappSettingsBody, useSaveWhatsappSettings } from '../api/save-whatsapp-settings';
import { type WhatsappFormValues, whatsappFormValues } from '../lib/whatsapp-form';
import { WhatsappTemplateFields } from './whatsapp-template-fields';

function tokenHint(settings: WhatsappSettingsDto) {
  return settings.hasToken
    ? `Token salvo, terminado em ${settings.tokenLast4}. Deixe em branco para mantê-lo ou cole um novo para trocar.`
    : 'Um token permanente de usuário do sistema, com permissão whatsapp_business_messaging. Ele fica no servidor e não é mostrado de novo.';
}

/** The switch, the number and token, the templates and their language, saved with 'Salvar'. */
export function WhatsappSettingsForm({ settings }: { settings: WhatsappSettingsDto }) {
  const save = useSaveWhatsappSettings();
  const form = useForm<WhatsappFormValues, unknown, SaveWhatsappSettingsInput>({
    resolver: formResolver(SaveWhatsappSettingsInput),
    defaultValues: whatsappFormValues(settings),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      form.reset(whatsappFormValues(await save.mutateAsync(body as WhatsappSettingsBody)));
      notifySuccess(whatsappMessages.saved);
    } catch (error) {
      notifySettingsFailure(error, form.setError);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Configurações do WhatsApp"
        className="grid grid-cols-1 gap-6"
      >
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2 lg:gap-8">
          <div className="grid grid-cols-1 gap-4">
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <SwitchField
                  id="whatsapp-enabled"
                  label="Ativar WhatsApp"
                  description="Confirmação, alteração, cancelamento e lembretes também por WhatsApp, para clientes com telefone."
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <FormField
              id="whatsapp-phone-number-id"
              label="ID do número de telefone"
              inputMode="numeric"
              autoComplete="off"
              hint="Só dígitos. Fica em WhatsApp → Configuração da API, no painel da Meta."
              error={errors.phoneNumberId?.message}
              {...form.register('phoneNumberId')}
            />
            <FormField
              id="whatsapp-token"
              label="Token de acesso"
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              placeholder={settings.hasToken ? `•••••••• ${settings.tokenLast4} (salvo)` : 'EAAG…'}
              hint={tokenHint(settings)}
              error={errors.token?.message}
              {...form.register('token')}
            />
            <FormField
              id="whatsapp-app-secret"
              label="Chave secreta do app"
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              placeholder={settings.hasAppSecret ? '•••••••• (salva)' : 'Opcional'}
              hint={
                settings.hasAppSecret
                  ? 'Chave salva. Deixe em branco para mantê-la ou cole uma nova para trocar.'
                  : 'Opcional: em Configurações do app → Básico, no painel da Meta. Com ela, o histórico mostra se cada mensagem foi entregue e lida.'
              }
              error={errors.appSecret?.message}
              {...form.register('appSecret')}
            />
            <FormField
              id="whatsapp-language"
              label="Idioma dos modelos"
              autoComplete="off"
              spellCheck={false}
              hint="O código do idioma em que os modelos foram aprovados, por exemplo pt_BR."
              error={errors.language?.message}
              {...form.register('language')}
            />
          </div>
          <WhatsappTemplateFields />
        </div>
        {/* The organization's webhooks below have their own 'Salvar': this one names its card. */}
        <div className="flex justify-end">
          <Button
            type="submit"
            size="lg"
            disabled={save.isPending}
            aria-label="Salvar WhatsApp"
            className="max-sm:w-full"
          >
            <SaveIcon aria-hidden="true" />
            {save.isPending ? 'Salvando...' : 'Salvar'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
