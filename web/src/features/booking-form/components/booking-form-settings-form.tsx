import { Controller, useForm, useWatch } from 'react-hook-form';
import { TextareaField } from '@/components/form-field';
import { SaveButton } from '@/components/save-button';
import { SectionCard } from '@/components/section-card';
import { SwitchField } from '@/components/switch-field';
import { useSaveBookingFormSettings } from '@/features/booking-form/api/save-booking-form-settings';
import { formResolver } from '@/lib/form-resolver';
import { notifySettingsFailure, notifySuccess } from '@/lib/notify';
import { MAX_BOOKING_FORM_MESSAGE_LENGTH } from '@core/constants.ts';
import {
  type BookingFormSettingsDto,
  SaveBookingFormSettingsInput,
} from '@core/schemas/booking-form.ts';

type FlagName = Exclude<keyof BookingFormSettingsDto, 'customMessage' | 'allowNoService'>;

type Flag = {
  name: FlagName;
  label: string;
  description: string;
  /** Shown only while this field is on the form (SPEC §5). */
  shownWhen?: 'showPhone' | 'showNotes';
  /** Always on: an appointment cannot exist without it (the server requires it too). */
  locked?: boolean;
};

const flags: Flag[] = [
  {
    name: 'requireName',
    label: 'Nome obrigatório',
    description: 'Sempre obrigatório: o agendamento precisa do nome do cliente.',
    locked: true,
  },
  {
    name: 'requireEmail',
    label: 'E-mail obrigatório',
    description: 'Sempre obrigatório: a confirmação é enviada para este e-mail.',
    locked: true,
  },
  {
    name: 'showPhone',
    label: 'Mostrar telefone',
    description: 'Exibe o campo de telefone no formulário.',
  },
  {
    name: 'requirePhone',
    label: 'Telefone obrigatório',
    description: 'O cliente precisa informar o telefone.',
    shownWhen: 'showPhone',
  },
  {
    name: 'showNotes',
    label: 'Mostrar observações',
    description: 'Exibe um campo livre para o cliente descrever o caso.',
  },
  {
    name: 'requireNotes',
    label: 'Observações obrigatórias',
    description: 'O cliente precisa preencher as observações.',
    shownWhen: 'showNotes',
  },
];

/** The public booking form's toggles and custom message. */
export function BookingFormSettingsForm({ settings }: { settings: BookingFormSettingsDto }) {
  const save = useSaveBookingFormSettings();
  const form = useForm<BookingFormSettingsDto, unknown, SaveBookingFormSettingsInput>({
    resolver: formResolver(SaveBookingFormSettingsInput),
    defaultValues: settings,
  });
  const { control, register, formState } = form;
  const [showPhone, showNotes] = useWatch({ control, name: ['showPhone', 'showNotes'] });
  const shown = { showPhone, showNotes };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      form.reset(await save.mutateAsync(body));
      notifySuccess('Configurações salvas!', 'O formulário de agendamento foi atualizado.');
    } catch (error) {
      notifySettingsFailure(error, form.setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <SectionCard
        title="Campos do formulário"
        description="O que o cliente informa ao marcar um horário."
        contentClassName="grid gap-3"
      >
        {flags.map(({ name, label, description, shownWhen, locked }) =>
          shownWhen && !shown[shownWhen] ? null : (
            <div key={name} className={shownWhen && 'border-l-2 border-primary/30 pl-4'}>
              <Controller
                control={control}
                name={name}
                render={({ field }) => (
                  <SwitchField
                    id={`booking-form-${name}`}
                    label={label}
                    description={description}
                    checked={locked || field.value}
                    disabled={locked}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
            </div>
          ),
        )}
      </SectionCard>
      <SectionCard
        title="Serviço"
        description="O que o cliente agenda quando você tem produtos ou serviços ativos."
      >
        <Controller
          control={control}
          name="allowNoService"
          render={({ field }) => (
            <SwitchField
              id="booking-form-allowNoService"
              label="Permitir agendamento sem serviço"
              description="Desligado, o cliente escolhe um dos seus serviços (com a duração, o local e o preço dele). Ligado, também pode marcar um atendimento padrão, sem serviço e sem cobrança."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </SectionCard>
      <SectionCard
        title="Mensagem ao cliente"
        description="Aparece no topo do formulário de agendamento."
      >
        <TextareaField
          id="booking-form-custom-message"
          label="Mensagem personalizada"
          rows={4}
          maxLength={MAX_BOOKING_FORM_MESSAGE_LENGTH}
          placeholder="Ex.: Traga seus documentos pessoais e o contrato em análise."
          error={formState.errors.customMessage?.message}
          {...register('customMessage')}
        />
      </SectionCard>
      <SaveButton pending={save.isPending} />
    </form>
  );
}
