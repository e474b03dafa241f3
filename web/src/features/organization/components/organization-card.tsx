import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field';
import { SaveButton } from '@/components/save-button';
import { SectionCard } from '@/components/section-card';
import { SelectField } from '@/components/select-field';
import { notifySettingsFailure, notifySuccess } from '@/lib/notify';
import type { HolidayLocationsDto } from '../../../../../core/schemas/holidays.ts';
import { useHolidayLocations, useOrganization, useUpdateOrganization } from '../api/organization';

/** Select values for "no UF" and "a city without municipal holidays" (Radix needs non-empty ones). */
const NONE = 'none';

type Draft = { name?: string; state?: string; city?: string };

function cityHint(locations: HolidayLocationsDto, state: string, city: string): string {
  if (state === NONE) return 'Sem UF, só os feriados nacionais fecham a agenda pública.';
  const cities = locations.find((location) => location.state === state)?.cities ?? [];
  if (cities.length === 0)
    return 'Não há feriados municipais desta UF no calendário: valem os nacionais e os estaduais.';
  if (city === NONE)
    return 'Outros municípios não têm feriados municipais no calendário: valem os nacionais e os estaduais.';
  return 'Valem os feriados nacionais, os estaduais e os deste município.';
}

/** Admins name their office and say where it is: its holidays close the public agendas. */
export function OrganizationCard() {
  const organization = useOrganization(true);
  const locations = useHolidayLocations(true);
  const update = useUpdateOrganization();
  const [draft, setDraft] = useState<Draft>({});
  const name = draft.name ?? organization.data?.name ?? '';
  const state = draft.state ?? organization.data?.state ?? NONE;
  const city = draft.city ?? organization.data?.city ?? NONE;
  const states = locations.data ?? [];
  const cities = states.find((location) => location.state === state)?.cities ?? [];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({
        name,
        state: state === NONE ? null : state,
        city: state === NONE || city === NONE ? null : city,
      });
      setDraft({});
      notifySuccess('Configurações salvas!', 'O nome do escritório foi atualizado.');
    } catch (error) {
      notifySettingsFailure(error);
    }
  };

  return (
    <SectionCard
      title="Escritório"
      description="O nome que os clientes veem nas páginas de agendamento e onde fica o escritório (feriados)."
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <FormField
          id="organization-name"
          label="Nome do escritório"
          value={name}
          maxLength={120}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <SelectField
          id="organization-state"
          label="UF"
          value={state}
          onValueChange={(value) => setDraft({ ...draft, state: value, city: NONE })}
          options={[
            { value: NONE, label: 'Não informar (só feriados nacionais)' },
            ...states.map((location) => ({
              value: location.state,
              label: `${location.state} — ${location.name}`,
            })),
          ]}
        />
        <SelectField
          id="organization-city"
          label="Município"
          value={city}
          disabled={state === NONE}
          onValueChange={(value) => setDraft({ ...draft, city: value })}
          hint={cityHint(states, state, city)}
          options={[
            { value: NONE, label: 'Outro município (sem feriados municipais)' },
            ...cities.map((option) => ({ value: option.code, label: option.name })),
          ]}
        />
        <SaveButton pending={update.isPending} />
      </form>
    </SectionCard>
  );
}
