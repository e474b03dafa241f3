import { Controller, useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/section-card';
import { SelectField } from '@/components/select-field';
import { usePixSettings } from '@/features/profile/api/get-pix-settings';
import { type PixSettingsBody, useSavePixSettings } from '@/features/profile/api/save-pix-settings';
import { formResolver } from '@/lib/form-resolver';
import { notifySettingsFailure, notifySuccess } from '@/lib/notify';
import {
  PIX_KEY_TYPES,
  PIX_KEY_TYPE_LABELS,
  PIX_MERCHANT_CITY_MAX,
  PIX_MERCHANT_NAME_MAX,
  type PixKeyType,
  formatPixKey,
} from '@core/pix/pix-key.ts';
import { pixMessages } from '@core/messages.ts';
import { type PixSettingsDto, PixSettingsInput } from '@core/schemas/pix.ts';

type PixFormValues = {
  keyType: PixKeyType;
  key: string;
  merchantName: string;
  merchantCity: string;
};

const keyTypeOptions = PIX_KEY_TYPES.map((value) => ({ value, label: PIX_KEY_TYPE_LABELS[value] }));

const toFormValues = (pix: PixSettingsDto): PixFormValues => ({
  keyType: pix.keyType ?? 'cpf',
  key: pix.key ? formatPixKey(pix.keyType ?? 'cpf', pix.key) : '',
  merchantName: pix.merchantName ?? '',
  merchantCity: pix.merchantCity ?? '',
});

function PixForm({ pix }: { pix: PixSettingsDto }) {
  const save = useSavePixSettings();
  const form = useForm<PixFormValues, unknown, PixSettingsInput>({
    resolver: formResolver(PixSettingsInput),
    defaultValues: toFormValues(pix),
  });
  const { errors } = form.formState;
  const keyType = form.watch('keyType');
  const keyField = form.register('key');

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body as PixSettingsBody);
      form.reset(toFormValues(saved));
      notifySuccess(pixMessages.saved, 'Serviços com preço passam a mostrar o Pix ao cliente.');
    } catch (error) {
      notifySettingsFailure(error, form.setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Controller
        control={form.control}
        name="keyType"
        render={({ field, fieldState }) => (
          <SelectField
            id="pix-key-type"
            label="Tipo da chave"
            value={field.value}
            onValueChange={field.onChange}
            options={keyTypeOptions}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormField
        id="pix-key"
        label="Chave Pix"
        autoComplete="off"
        inputMode={keyType === 'cpf' || keyType === 'phone' ? 'numeric' : undefined}
        error={errors.key?.message}
        {...keyField}
        onChange={(event) => {
          event.target.value = formatPixKey(keyType, event.target.value);
          return keyField.onChange(event);
        }}
      />
      <FormField
        id="pix-merchant-name"
        label="Nome de quem recebe"
        hint={`Até ${PIX_MERCHANT_NAME_MAX} caracteres, sem contar acentos.`}
        error={errors.merchantName?.message}
        {...form.register('merchantName')}
      />
      <FormField
        id="pix-merchant-city"
        label="Cidade"
        hint={`Até ${PIX_MERCHANT_CITY_MAX} caracteres.`}
        error={errors.merchantCity?.message}
        {...form.register('merchantCity')}
      />
      {/* Not 'Salvar': the profile form beside it already has that button. */}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={save.isPending} className="max-sm:w-full">
          {save.isPending ? 'Gravando...' : pix.key ? 'Atualizar Pix' : 'Cadastrar Pix'}
        </Button>
      </div>
    </form>
  );
}

/** 'Pix': the key a client pays to when booking a service with a price. */
export function PixCard() {
  const pix = usePixSettings();
  return (
    <SectionCard
      title="Pix"
      description="Ao agendar um serviço com preço, o cliente recebe o QR Code e o código Pix copia e cola."
    >
      <QueryState query={pix} loading="Carregando Pix..." error="Não foi possível carregar o Pix.">
        {(data) => <PixForm pix={data} />}
      </QueryState>
    </SectionCard>
  );
}
