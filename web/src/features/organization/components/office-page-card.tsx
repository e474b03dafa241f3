import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { type FormEvent, useState } from 'react';
import { FormField, TextareaField } from '@/components/form-field';
import { SaveButton } from '@/components/save-button';
import { SectionCard } from '@/components/section-card';
import { getFieldErrors } from '@/lib/api-client';
import { notifySettingsFailure, notifySuccess } from '@/lib/notify';
import { MAX_OFFICE_SLUG_LENGTH } from '@core/office-slug.ts';
import { formatPhone } from '@core/phone.ts';
import {
  MAX_OFFICE_ADDRESS_LENGTH,
  MAX_PRIVACY_NOTICE_LENGTH,
} from '@core/schemas/office-details.ts';
import type { AdminOrganizationDto } from '@core/schemas/organization.ts';
import { useOrganization, useUpdateOrganization } from '../api/organization';

type Fields = 'slug' | 'address' | 'phone' | 'cnpj' | 'privacyNotice' | 'privacyUrl';
type Draft = Partial<Record<Fields, string>>;

/** What the form shows before any edit: the saved details, the slug offered from the name. */
function savedValues(office: AdminOrganizationDto | undefined): Record<Fields, string> {
  return {
    slug: office?.slug ?? office?.suggestedSlug ?? '',
    address: office?.address ?? '',
    phone: office?.phone ?? '',
    cnpj: office?.cnpj ? formatCnpj(office.cnpj) : '',
    privacyNotice: office?.privacyNotice ?? '',
    privacyUrl: office?.privacyUrl ?? '',
  };
}

/** The office's own page (decision 078): its link, address, phone, CNPJ and privacy notice. */
export function OfficePageCard() {
  const organization = useOrganization(true);
  const update = useUpdateOrganization();
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const values = { ...savedValues(organization.data), ...draft };
  const field = (name: Fields) => ({
    id: `office-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [name]: event.target.value }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!organization.data) return;
    try {
      await update.mutateAsync({ name: organization.data.name, ...values });
      setDraft({});
      setErrors({});
      notifySuccess('Configurações salvas!', 'A página do escritório foi atualizada.');
    } catch (error) {
      setErrors(getFieldErrors(error));
      notifySettingsFailure(error);
    }
  };

  const privacyPath = `/book/shared/${organization.data?.slug ?? ''}/privacidade`;
  return (
    <SectionCard
      title="Página do escritório"
      description="O endereço da página de agendamento do escritório e os dados que os clientes veem nela e nos e-mails."
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <FormField
          label="Endereço da página"
          maxLength={MAX_OFFICE_SLUG_LENGTH}
          autoCapitalize="none"
          spellCheck={false}
          hint={`Seu link: /book/shared/${values.slug || '…'} (letras minúsculas, números e hífens). Os links antigos continuam funcionando.`}
          {...field('slug')}
        />
        <FormField
          label="Endereço do escritório"
          maxLength={MAX_OFFICE_ADDRESS_LENGTH}
          autoComplete="street-address"
          placeholder="Rua, número, bairro, cidade/UF"
          {...field('address')}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <FormField
            label="Telefone"
            type="tel"
            inputMode="tel"
            placeholder="(11) 3456-7890"
            {...field('phone')}
            onBlur={() => values.phone && setDraft({ ...draft, phone: formatPhone(values.phone) })}
          />
          <FormField
            label="CNPJ"
            inputMode="numeric"
            placeholder="00.000.000/0000-00"
            maxLength={18}
            {...field('cnpj')}
          />
        </div>
        <TextareaField
          label="Aviso de privacidade (texto próprio)"
          rows={5}
          maxLength={MAX_PRIVACY_NOTICE_LENGTH}
          hint="Em branco, a página mostra um aviso padrão que nomeia o escritório como controlador dos dados, diz o que é coletado e como pedir cópia ou eliminação."
          {...field('privacyNotice')}
        />
        <FormField
          label="Ou link para o aviso de privacidade do seu site"
          type="url"
          inputMode="url"
          placeholder="https://"
          {...field('privacyUrl')}
        />
        {organization.data?.slug && (
          <p className="text-sm">
            <a
              href={privacyPath}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline underline-offset-4"
            >
              Ver o aviso de privacidade
            </a>
          </p>
        )}
        <SaveButton pending={update.isPending} />
      </form>
    </SectionCard>
  );
}
