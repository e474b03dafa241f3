import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field';
import { SaveButton } from '@/components/save-button';
import { SectionCard } from '@/components/section-card';
import { notifySettingsFailure, notifySuccess } from '@/lib/notify';
import { useOrganization, useRenameOrganization } from '../api/organization';

/** Admins name their office: the name the public booking pages show. */
export function OrganizationCard() {
  const organization = useOrganization(true);
  const rename = useRenameOrganization();
  const [draft, setDraft] = useState<string>();
  const name = draft ?? organization.data?.name ?? '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await rename.mutateAsync(name);
      setDraft(undefined);
      notifySuccess('Configurações salvas!', 'O nome do escritório foi atualizado.');
    } catch (error) {
      notifySettingsFailure(error);
    }
  };

  return (
    <SectionCard
      title="Escritório"
      description="O nome que os clientes veem nas páginas de agendamento."
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <FormField
          id="organization-name"
          label="Nome do escritório"
          value={name}
          maxLength={120}
          onChange={(event) => setDraft(event.target.value)}
        />
        <SaveButton pending={rename.isPending} />
      </form>
    </SectionCard>
  );
}
