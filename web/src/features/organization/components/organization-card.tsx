import { type FormEvent, useMemo, useState } from 'react';
import { FormField } from '@/components/form-field';
import { SaveButton } from '@/components/save-button';
import { SectionCard } from '@/components/section-card';
import { SelectField } from '@/components/select-field';
import { notifySettingsFailure, notifySuccess } from '@/lib/notify';
import type { HolidayMunicipalitiesDto } from '@core/schemas/holidays.ts';
import {
  useHolidayStates,
  useMunicipalities,
  useOrganization,
  useUpdateOrganization,
} from '../api/organization';

/** Select values for "no UF" and "no município" (Radix needs non-empty ones). */
const NONE = 'none';

type Draft = { name?: string; state?: string; city?: string };

function cityHint(municipalities: HolidayMunicipalitiesDto, state: string, city: string): string {
  if (state === NONE) return 'Sem UF, só os feriados nacionais fecham a agenda pública.';
  if (city === NONE) return 'Sem município, valem os feriados nacionais e os estaduais.';
  const chosen = municipalities.find((municipality) => municipality.code === city);
  if (chosen && !chosen.localHolidays)
    return 'Sem feriados municipais no calendário para este município: valem os nacionais e os estaduais.';
  return 'Valem os feriados nacionais, os estaduais e os deste município.';
}

/** Admins name their office and say where it is: its holidays close the public agendas. */
export function OrganizationCard() {
  const organization = useOrganization(true);
  const states = useHolidayStates(true);
  const update = useUpdateOrganization();
  const [draft, setDraft] = useState<Draft>({});
  const name = draft.name ?? organization.data?.name ?? '';
  const state = draft.state ?? organization.data?.state ?? NONE;
  const city = draft.city ?? organization.data?.city ?? NONE;
  const municipalities = useMunicipalities(state === NONE ? undefined : state);
  const stateOptions = useMemo(
    () => [
      { value: NONE, label: 'Não informar (só feriados nacionais)' },
      ...(states.data ?? []).map((uf) => ({ value: uf.state, label: `${uf.state} — ${uf.name}` })),
    ],
    [states.data],
  );
  // Every município of the UF (hundreds): built once per UF, not at each keystroke in the name.
  const cityOptions = useMemo(
    () => [
      { value: NONE, label: 'Não informar (feriados nacionais e estaduais)' },
      ...(municipalities.data ?? []).map((m) => ({ value: m.code, label: m.name })),
    ],
    [municipalities.data],
  );

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
          options={stateOptions}
        />
        <SelectField
          id="organization-city"
          label="Município"
          value={city}
          disabled={state === NONE}
          onValueChange={(value) => setDraft({ ...draft, city: value })}
          hint={cityHint(municipalities.data ?? [], state, city)}
          options={cityOptions}
        />
        <SaveButton pending={update.isPending} />
      </form>
    </SectionCard>
  );
}
